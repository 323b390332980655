# Analiza zakończonej partii (zgłoszenie 17): punkty zwrotne znalezione przez komputer.

error-review-before-end = Partia { $game } wciąż trwa: przeanalizujesz ją, gdy się zakończy, żeby nikt nie dostawał rad komputera w trakcie partii.

review-title = Analiza partii { $game }
review-none = Komputer nie znalazł w partii { $game } żadnego punktu zwrotnego ({ $result } po { $moves ->
    [one] { $moves } ruchu
   *[other] { $moves } ruchach
  }): ani przegapionej wygranej, ani poważnego błędu, ani ruchu, który wyraźnie oddał pole. Obraz pokazuje pozycję końcową.
# punct review in the terminal: above the moments (review-moment), or instead of them.
review-terminal-heading = Punkty zwrotne { $moves ->
    [one] tego ruchu
   *[other] tych ruchów ({ $moves })
  } tak, jak widzi je komputer ({ level-name }):
review-terminal-none = Komputer ({ level-name }) nie znalazł punktu zwrotnego { $moves ->
    [one] w tym ruchu
   *[other] w tych ruchach ({ $moves })
  }: żadnej przegapionej wygranej, żadnego poważnego błędu, żadnego ruchu, który wyraźnie oddał pole.
review-legend = Każdy obrazek pokazuje pozycję po zagranym ruchu, oznaczonym jako ostatni; pola lepszego ruchu są podświetlone.
review-moment = **Ruch { $ply }**, { colour-name } zagrały { $played }: { $verdict ->
    [missed-win] przegapiona wygrana, { $better } łączy od razu
    [blunder] poważny błąd, { $better } utrzymałby pozycję
   *[mistake] błąd, { $better } był lepszy
  }. Przedtem: { $before }. Potem: { $after }.
review-standing = { $standing ->
    [won] { $who } wygrały
    [lost] { $who } przegrały
    [about-to-connect] { $who } były o krok od połączenia
    [threatened] { $other } były o krok od połączenia
    [better] { $who } stały lepiej
    [worse] { $who } stały gorzej
   *[even] partia była wyrównana
  }
# "After:" when the side stands as it did before: what the move cost.
review-standing-kept = { $standing ->
    [won] { $who } i tak wygrały
    [lost] { $who } i tak przegrały
    [about-to-connect] { $who } nadal były o krok od połączenia
    [threatened] { $other } nadal były o krok od połączenia
    [better] { $who } nadal stały lepiej, ale z mniejszą przewagą
    [worse] { $who } stały jeszcze gorzej
   *[even] partia nadal była wyrównana, choć { $who } trochę straciły
  }

# One moment per message: where it stands among the others, the buttons to the others.
review-counter = Moment { $index } z { $count }
review-button-previous = Poprzedni moment
review-button-next = Następny moment
review-stale = Ten przycisk nie pasuje już do analizy partii { $game }: użyj ponownie `/punct { punct-review }`.
# A long review, while the computer is still at work.
review-progress = Analiza trwa… ruch { $done } z { $total }
