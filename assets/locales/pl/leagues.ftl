# Ligi (messages/leagues.rs): turnieje kołowe (każdy z każdym), które serwer
# prowadzi na jednym ze swoich kanałów (/punct league …). Osoby to wzmianki
# Discorda; nazwę ligi wybiera jej organizator i jest pokazywana tak, jak ją
# zapisano.

## Wiadomość z zapisami

league-signup-title = Liga: { $league }
league-terms = Partie: { variant-name }, { time-control }; { $cycles ->
    [2] każdy gra z każdym dwa razy, z zamianą kolorów
   *[other] każdy gra z każdym raz
}. Organizator: { $organiser }.
league-starts-at = Zapisy kończą się, a runda 1 rusza { $at }.
league-starts-by-organiser = Zapisy pozostają otwarte, dopóki { $organiser } nie rozpocznie ligi komendą `/punct { punct-league } { punct-league-start }`.
league-entrants = Zapisani ({ $count } z najwyżej { $max }): { $names }
league-no-entrants = Nikt się jeszcze nie zapisał.
league-signup-how = Naciśnij **{ league-button-join }**, by zagrać (potrzeba co najmniej { $min } graczy), albo **{ league-button-leave }**, jeśli zmienisz zdanie.
league-signup-started = Zapisy są zamknięte: liga wystartowała z { $count } graczami. `/punct { punct-league } { punct-league-standings }` pokazuje tabelę.
league-signup-cancelled = Ta liga została odwołana.
league-signup-finished = Ta liga dobiegła końca. `/punct { punct-league } { punct-league-standings }` pokazuje tabelę końcową.
league-button-join = Zapisz się
league-button-leave = Wypisz się
league-joined = Grasz w lidze **{ $league }**. Twoje partie zaczynają się od rundy 1.
league-withdrew = Wypisano cię z ligi **{ $league }**.

## Start, rundy, koniec

league-started = Liga **{ $league }** wystartowała: { $count ->
    [one] { $count } gracz
    [few] { $count } gracze
    [many] { $count } graczy
   *[other] { $count } graczy
}, { $rounds ->
    [one] { $rounds } runda
    [few] { $rounds } rundy
    [many] { $rounds } rund
   *[other] { $rounds } rund
}. Poniżej partie rundy 1.
league-round-title = { $league }: runda { $round } z { $rounds }
league-round-games = { $count ->
    [one] Rozpoczęła się partia tej rundy:
    [few] Rozpoczęły się { $count } partie tej rundy:
    [many] Rozpoczęło się { $count } partii tej rundy:
   *[other] Rozpoczęło się { $count } partii tej rundy:
}
league-round-game = { $white } (białe) – { $black } (czarne): partia { $game }
league-round-forfeit = { $white } – { $black }: partia nierozegrana, { $loser } nie gra już w lidze
league-round-forfeit-both = { $white } – { $black }: partia nierozegrana, obie strony wycofały się z ligi
league-round-bye = { $player } pauzuje w tej rundzie.
league-round-threads = Każda partia toczy się we własnym wątku.
league-game-line = **{ $league }**, runda { $round } z { $rounds }.
league-thread-line = **{ $league }**, runda { $round }: { $white } – { $black }. Partia { $game } toczy się w wątku poniżej.
league-round-how = Partie jednej rundy można rozgrywać równocześnie; następna runda zaczyna się, gdy zakończą się wszystkie partie tej rundy.
league-standings-after = Tabela po rundzie { $round }:
league-final-title = { $league }: tabela końcowa
league-final-winner = Liga **{ $league }** dobiegła końca. Wygrywa { $winner }!
league-final-shared = Liga **{ $league }** dobiegła końca. Pierwsze miejsce dzielą { $winners }.
league-too-few = Liga **{ $league }** nie mogła wystartować o wyznaczonej porze: { $count ->
    [one] { $count } zapis
    [few] { $count } zapisy
    [many] { $count } zapisów
   *[other] { $count } zapisów
}, a potrzeba co najmniej { $min }. Zapisy pozostają otwarte; { $organiser } może rozpocząć ligę komendą `/punct { punct-league } { punct-league-start }`, gdy będzie ich dość.

## Tabela

league-standings-title = { $league }: tabela
league-standings-progress = { $status ->
    [signup] Zapisy są otwarte: nie rozegrano jeszcze żadnej partii.
    [finished] Koniec. Rundy: { $rounds }, partie: { $decided }.
    [cancelled] Odwołana po rundzie { $round }: rozstrzygnięto { $decided } z { $total } partii.
   *[running] Runda { $round } z { $rounds }: rozstrzygnięto { $decided } z { $total } partii.
}
league-standings-line = { $place }. { $player } — **{ $points }** (wygrane: { $won }, remisy: { $drawn }, przegrane: { $lost } · SB { $sb }){ $left ->
    [yes] , nie gra już w lidze
   *[no] {""}
}
league-standings-more = …i jeszcze { $count ->
    [one] 1 gracz
    [few] { $count } gracze
    [many] { $count } graczy
   *[other] { $count } graczy
}: cała tabela jest na obrazku.
league-standings-empty = Nikt się jeszcze nie zapisał.
league-standings-ties = Przy równej liczbie punktów decydują wygrane, potem Sonneborn–Berger (SB: punkty pokonanych przeciwników plus połowa punktów tych, z którymi padł remis), a potem partie między graczami, którzy nadal mają tyle samo.
league-column-place = #
league-column-player = Gracz
league-column-points = Punkty
league-column-won = Wygr.
league-column-drawn = Remisy
league-column-lost = Przegr.
league-column-sb = SB
league-picture-title = { $league }
league-picture-subtitle = { $status ->
    [finished] Tabela końcowa · gracze: { $players }
    [cancelled] Odwołana · gracze: { $players }
    [signup] Zapisy otwarte · gracze: { $players }
   *[running] Po rundzie { $round } z { $rounds } · gracze: { $players }
}
league-picture-footer = Równe punkty: wygrane, potem Sonneborn–Berger (SB), potem partie między graczami z równą liczbą punktów.
league-standings-alt = Tabela ligi { $league } (miejsce, gracz, punkty):

## Wycofanie się i odwołanie ligi

league-leave-confirm = Opuścić ligę **{ $league }**? { $games ->
    [0] Nie masz w niej żadnej trwającej partii.
    [one] Twoja trwająca partia ({ $list }) zostanie poddana.
    [few] Twoje { $games } trwające partie ({ $list }) zostaną poddane.
    [many] Twoich { $games } trwających partii ({ $list }) zostanie poddanych.
   *[other] Twoich { $games } trwających partii ({ $list }) zostanie poddanych.
} { $unplayed ->
    [0] {""}
    [one] Twoja nierozegrana jeszcze partia liczy się jako przegrana.
    [few] Twoje { $unplayed } nierozegrane jeszcze partie liczą się jako przegrane.
    [many] Twoich { $unplayed } nierozegranych jeszcze partii liczy się jako przegrane.
   *[other] Twoich { $unplayed } nierozegranych jeszcze partii liczy się jako przegrane.
} Zostajesz w tabeli.
league-button-leave-for-good = Opuść ligę
league-button-stay = Zostaję
league-stayed = Zostajesz w lidze **{ $league }**.
league-left = { $player } opuszcza ligę **{ $league }**. { $games ->
    [0] {""}
    [one] Trwająca partia ({ $list }) została poddana.
    [few] { $games } trwające partie ({ $list }) zostały poddane.
    [many] { $games } trwających partii ({ $list }) zostało poddanych.
   *[other] { $games } trwających partii ({ $list }) zostało poddanych.
} { $unplayed ->
    [0] {""}
    [one] 1 nierozegrana jeszcze partia liczy się jako przegrana.
    [few] { $unplayed } nierozegrane jeszcze partie liczą się jako przegrane.
    [many] { $unplayed } nierozegranych jeszcze partii liczy się jako przegrane.
   *[other] { $unplayed } nierozegranych jeszcze partii liczy się jako przegrane.
}
league-cancelled = Liga **{ $league }** została odwołana przez { $by }. Trwające partie toczą się dalej, ale nie liczą się już do ligi.
league-in-dm = Ligi toczą się na kanale serwera: użyj tej komendy tam.
league-listing = liga { $league }, runda { $round }

## Odmowy

error-league-not-found = Nie ma ligi { $league }.
error-league-named-not-found = Na tym serwerze nie ma ligi o nazwie „{ $name }”. Zacznij pisać w opcji `{ punct-league-standings.league }`, by zobaczyć jego ligi.
error-no-league-here = Na tym serwerze nie trwa żadna liga. Ktoś, kto nim zarządza, może ją utworzyć komendą `/punct { punct-league } { punct-league-create }`.
error-which-league = Trwa tu kilka lig ({ $leagues }): wskaż jedną opcją `{ punct-league-standings.league }`.
error-league-organisers-only = { $role ->
    [none] Ligi mogą tu tworzyć tylko członkowie, którzy mogą zarządzać tym serwerem.
   *[other] Ligi mogą tu tworzyć tylko członkowie, którzy mogą zarządzać tym serwerem albo mają rolę { $role }.
}
error-league-organiser-only = Może to zrobić tylko organizator ligi **{ $league }** ({ $organiser }) albo ktoś, kto może zarządzać serwerem.
error-league-name-empty = Liga potrzebuje nazwy, np. `Liga zimowa`.
error-league-name-too-long = Nazwa ligi może mieć najwyżej { $max } znaków, np. `Liga zimowa`.
error-league-name-taken = Jest tu już liga o nazwie **{ $name }** (na kanale { $channel }). Wybierz inną nazwę, np. `{ $name } 2`.
error-league-start-in-past = Czas startu { $at } już minął. Podaj czas w przyszłości, np. `2026-12-24 18:00` (w twojej strefie czasowej), albo pomiń go i rozpocznij ligę komendą `/punct { punct-league } { punct-league-start }`.
error-league-signup-closed = Zapisy do ligi **{ $league }** są zamknięte: { $status ->
    [running] liga już wystartowała.
    [finished] liga dobiegła końca.
   *[cancelled] liga została odwołana.
}
error-league-already-entered = Już grasz w lidze **{ $league }**.
error-league-full = Liga **{ $league }** jest pełna: w lidze może grać najwyżej { $max } graczy.
error-league-too-few = Liga **{ $league }** ma { $entrants ->
    [one] { $entrants } zapis
    [few] { $entrants } zapisy
    [many] { $entrants } zapisów
   *[other] { $entrants } zapisów
}: do startu potrzeba co najmniej { $min }.
error-not-in-league = Nie grasz w lidze **{ $league }**.
error-league-over = Liga **{ $league }** już się nie toczy: { $status ->
    [finished] wszystkie partie zostały rozegrane.
   *[cancelled] została odwołana.
}
error-league-bad-start = „{ $text }” to nie jest czas, w którym liga może wystartować. Wpisz datę i godzinę w twojej strefie czasowej, np. `2026-12-24 18:00`, albo samą datę, np. `2026-12-24` (wtedy start nastąpi o północy).
