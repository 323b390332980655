# De lessen (messages/lessons.rs): een per regel, in de volgorde van de spelregels.
# Elke les heeft een titel, twee tot vier zinnen, een opdracht die je met een zet beantwoordt,
# en de regel waaraan een toegestaan maar fout antwoord herinnert. Je speelt Wit.

lesson-heading = Les { $number } van { $total }: { $title }

lesson-aim-title = Het doel en de drie richtingen
lesson-aim-text = PÜNCT wordt gespeeld op een zeshoekig bord van 211 velden. Je wint door twee tegenover elkaar liggende zijden van het bord te verbinden met een keten van aangrenzende velden waar je van bovenaf je eigen kleur ziet. Een zeshoek heeft drie paren tegenover elkaar liggende zijden, dus er zijn drie richtingen om te verbinden; de gemarkeerde zijden, de kolommen A en Q, zijn één paar.
lesson-aim-task = Breng een stuk naar keuze in dat A5 bedekt, aan de zijde van kolom A.
lesson-aim-rule = De les vraagt een stuk op A5: een verbinding begint aan een zijde van het bord.

lesson-pieces-title = De stukken en de PÜNCT
lesson-pieces-text = Elke speler heeft 18 stukken met drie stippen: 6 rechte, 6 gehoekte en 6 driehoekige. Eén stip van elk stuk is zijn PÜNCT, de grote stip; de andere twee zijn secundaire stippen. De letters zeggen waar de PÜNCT zit: T driehoek; C recht met de PÜNCT in het midden, E met de PÜNCT aan een uiteinde; M gehoekt met de PÜNCT in de hoek, L en R met de PÜNCT aan een uiteinde, naar links of naar rechts gebogen.
lesson-pieces-task = Breng een gehoekt stuk in op de gemarkeerde velden C4, D4, E5, met de PÜNCT in de hoek op D4 (een M-stuk: D4-C4-E5).
lesson-pieces-rule = De les vraagt de PÜNCT in de hoek, op D4: de soort van een stuk volgt uit zijn velden en de plek van zijn PÜNCT.

lesson-placing-title = Een stuk inbrengen
lesson-placing-text = In je beurt breng je een nieuw stuk uit je voorraad in of verplaats je een stuk dat al op het bord ligt. Een nieuw stuk komt op drie lege velden, op het bord zelf, nooit bovenop iets. In het standaardspel mag een nieuw stuk de centrale zeshoek nooit raken, de { $marked } gemarkeerde velden rond I9 (in het basisspel geldt dat alleen voor het allereerste stuk van Wit).
lesson-placing-task = Breng een stuk in dat F6 bedekt, vlak naast de centrale zeshoek, zonder die te raken.
lesson-placing-rule = De les vraagt een nieuw stuk op F6, op drie lege velden buiten de centrale zeshoek.

lesson-moving-title = Verplaatsen en draaien
lesson-moving-text = Om een stuk te verplaatsen volg je zijn PÜNCT: die gaat in een rechte lijn, langs een van de zes richtingen van de velden, zo ver als je wilt en over alles heen. Daarna mag je het stuk om zijn PÜNCT draaien voordat je het neerlegt. Een stuk houdt zijn vorm, en alle drie de stippen moeten op het bord blijven.
lesson-moving-task = Verplaats je stuk op C5 langs rij 5 zodat het op E5, F5 en G5, aan het eind van de gemarkeerde weg ligt.
lesson-moving-rule = De les vraagt het stuk op C5 naar E5, F5 en G5 te verplaatsen, met zijn PÜNCT recht langs rij 5.

lesson-jumping-title = Op je eigen stukken springen
lesson-jumping-text = Een verplaatst stuk mag ook bovenop andere stukken springen. De drie velden eronder moeten op hetzelfde niveau liggen, en zijn PÜNCT moet op een van je eigen stippen landen; de secundaire stippen mogen op stippen van beide kleuren rusten. Een PÜNCT op een stip van je tegenspeler zetten mag nooit.
lesson-jumping-task = Laat het stuk op E5 springen op je eigen stuk op C5, C6 en C7.
lesson-jumping-rule = De les vraagt met het stuk op E5 te springen op je stippen op C5, C6 en C7: drie stippen op hetzelfde niveau, de PÜNCT op je eigen stip.

lesson-bridges-title = Bruggen
lesson-bridges-text = Een recht of gehoekt stuk kan een gat overbruggen: zijn twee uiteinden rusten op stippen van hetzelfde niveau en zijn middelste stip hangt boven een lager veld. Net als bij een sprong moet de PÜNCT op een van je eigen stippen landen. Een driehoek heeft geen uiteinden en kan dus nooit een brug vormen: hij ligt altijd op drie velden van hetzelfde niveau.
lesson-bridges-task = Overbrug het gat op D5 met je stuk op B5: de uiteinden op C5 en E5, het midden boven D5.
lesson-bridges-rule = De les vraagt een brug over D5 met het stuk op B5, de uiteinden op je stippen op C5 en E5.

lesson-covered-title = Bedekte stukken
lesson-covered-text = Zwart is op je stuk op C5 gesprongen: een stuk waarvan ook maar één stip bedekt is, mag niet verplaatst of gedraaid worden tot het weer vrij is. Bedekte stippen tellen ook niet mee voor een verbinding, alleen wat je van bovenaf ziet. Je kunt je tegenspeler op dezelfde manier bedekken, zelfs alleen met de secundaire stippen van je stuk.
lesson-covered-task = Bedek de stippen van Zwart op C9 en C10: laat je stuk op F11 springen zodat zijn PÜNCT op je eigen stip op C11 landt.
lesson-covered-rule = De les vraagt met het stuk op F11 te springen op C9, C10 en C11, de PÜNCT op je stip op C11.

lesson-connection-title = Winnen met een verbinding
lesson-connection-text = Je keten loopt van H1, aan de zijde van rij 1, tot O14; de tegenoverliggende zijde, rij 17, ligt drie velden verder. Wie als eerste twee tegenover elkaar liggende zijden verbindt, wint. Verbindt één zet beide spelers (een verplaatst stuk kan de keten van je tegenspeler vrijmaken), dan wint wie de zet deed; maakt hij alleen de keten van je tegenspeler vrij, dan wint je tegenspeler.
lesson-connection-task = Verbind je keten met de zijde van rij 17 en win: de gemarkeerde velden O15, O16 en O17 zijn één manier.
lesson-connection-rule = De les vraagt een zet die je keten van rij 1 tot rij 17 verbindt en meteen wint.

lesson-end-title = Als een voorraad op is
lesson-end-text = De partij eindigt ook als een speler zijn laatste stuk inbrengt en niemand verbonden is. In het basisspel is het dan gelijkspel. In het standaardspel tellen beide spelers de velden van de centrale zeshoek waar ze van bovenaf hun eigen kleur zien: de meeste velden winnen, evenveel is gelijkspel. Jij hebt eerder een stuk naar het midden verplaatst, Zwart niet.
lesson-end-task = Breng je laatste stuk in waar je wilt, beëindig de partij en win de telling in het midden.
lesson-end-rule = De les vraagt het laatste stuk uit je voorraad in te brengen, waarmee de partij eindigt met de telling in het midden.

lesson-play-title = Je eerste partij
lesson-play-text = Dat zijn alle regels van PÜNCT. De rest leer je het best door te spelen: de computer op het makkelijke niveau is een geduldige eerste tegenspeler.
lesson-play-task = Begin een partij tegen de computer op het makkelijke niveau.

## Oordelen over een antwoord

lesson-landing = { $landing ->
    [place] een ingebracht stuk
    [flat] een zet naar lege velden
    [jump] een sprong
    [bridge] een brug
   *[pass] een gepaste beurt
  }
lesson-right = Goed, dat is { lesson-landing }! Door naar de volgende les.
lesson-not-the-task = Die zet mag ({ lesson-landing }), maar het is niet de opdracht van deze les. { $rule } Probeer het nog eens.
lesson-illegal = { $mv } mag niet: { $reason } Probeer het nog eens.
lesson-reason = { $reason ->
    [game-over] de partij is al voorbij.
    [pass] je mag alleen passen als je helemaal geen toegestane zet hebt.
    [none-left] je hebt geen { $kind }-stuk meer in je voorraad.
    [occupied] { $cell } is niet leeg, en een nieuw stuk komt op drie lege velden.
    [centre] { $cell } ligt in de centrale zeshoek, en in het standaardspel mag geen nieuw stuk die raken.
    [centre-basic] { $cell } ligt in de centrale zeshoek, en het eerste stuk van Wit mag die niet raken.
    [no-piece] er ligt geen stuk op { $cell }.
    [not-yours] het bovenste stuk op { $cell } is niet van jou.
    [minor] de bovenste stip op { $cell } is een secundaire stip; een stuk verplaats je met zijn PÜNCT, hier { $other }.
    [covered] het stuk op { $cell } is bedekt op { $other }, en een bedekt stuk mag niet verplaatst worden.
    [wrong-kind] het stuk op { $cell } is een { $kind }-stuk, en een stuk houdt zijn vorm als het verplaatst wordt.
    [not-in-line] { $other } ligt niet op een rechte lijn vanaf { $cell }, en een PÜNCT gaat alleen in rechte lijnen.
    [no-move] het stuk zou precies blijven liggen waar het ligt.
    [uneven] de drie velden liggen niet op hetzelfde niveau en vormen geen brug.
    [triangle] een driehoek kan geen brug vormen; alle drie zijn velden moeten op hetzelfde niveau liggen.
   *[not-own] bij springen of overbruggen moet de PÜNCT op een van je eigen stippen landen, en { $cell } is niet van jou.
  }
lesson-unreadable = „{ $text }” is geen zet. Breng een stuk in met zijn drie velden, de PÜNCT eerst: C5-C6-D6; verplaats er een met het veld van zijn PÜNCT, > en het doel: F5>H7-H8-I8.

## De terminal (punct learn)

lesson-terminal-help = Typ je zet (Tab vult hem aan), of: next (volgende), back (vorige), quit (stoppen).
lesson-terminal-play = Typ play om de partij te beginnen, back om terug te gaan, of quit.
lesson-marked = Gemarkeerde velden: { $cells }
lesson-prompt = Je zet:{" "}
lesson-press-enter = Druk op Enter voor de volgende les.
lesson-goodbye = Tot gauw. Typ punct learn --lesson { $number } om terug te komen bij deze les, of punct play --ai easy om te spelen.
lesson-picture-written = De afbeelding staat in { $path }.
