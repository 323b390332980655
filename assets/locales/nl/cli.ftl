# punct, het opdrachtregelprogramma: zijn eigen fouten (na „fout: ”), de hulp en
# argumentfouten van clap, en de regels van de ontwikkelaarsprogramma’s.

## Fouten van punct over wat gevraagd werd

cli-error-size = een afbeelding is { $min } tot { $max } pixels breed, niet { $size }; bv. --size 800
cli-error-too-many-plies = een GIF van de partij toont hoogstens { $max } zetten, en deze partij heeft er { $plies }
cli-error-no-puzzle = er is geen puzzel „{ $id }”; punct puzzles export somt ze allemaal op (het nummer staat in de eerste kolom)
cli-error-no-lesson = --lesson { $text }: die les bestaat niet. Geef het nummer van de les, 1 tot en met { $count }, of de naam: { $names }

## Before each of the errors above and clap's

cli-error = fout: { $message }

## punct --help: wat elk subcommando doet (cli-about-<pad>) en wat elke optie
## betekent (cli-arg-<pad>-<optie>, anders de gedeelde cli-arg-<optie>);
## cli-value-<soort> is de plaatshouder voor de waarde. Opties, waarden en
## commando’s blijven zoals je ze typt.

cli-about = PÜNCT offline: stellingen bekijken, zetten tellen, spelen.
cli-about-legal = Elke toegestane zet na --moves, gesorteerd, één per regel.
cli-about-status = Wie aan zet is, uitslag, voorraden en middentelling na --moves.
cli-about-replay = Elke zet van --moves met het aantal toegestane zetten ervoor en hoe hij landde.
cli-about-perft = De stellingen DIEPTE zetten vooruit tellen (perft); vanaf diepte 3 duurt dat lang.
cli-about-random-game = Willekeurige toegestane zetten spelen vanaf het lege bord.
cli-about-render = Het bord na --moves tekenen als PNG-afbeelding.
cli-about-replay-gif = Een hele partij (--moves) tekenen als geanimeerde GIF, één beeld per zet.
cli-about-play = Een partij spelen in de terminal, tegen de computer (--ai easy|medium|hard|expert) of met z’n tweeën aan één toetsenbord.
cli-about-rules = De regels in het kort, en hoe je het bord in de terminal leest.
cli-about-arena = Een wedstrijd tussen twee computerspelers, kleuren om en om: winst, gelijkspel, tijd per zet.
cli-about-learn = PÜNCT leren: een korte les per regel, elk beantwoord met een zet; `learn export` drukt de opdrachten af.
cli-about-learn-export = De opdracht van elke les, één per regel: LESSON VARIANT MOVES ANSWERS LANDING, gescheiden door tabs.
cli-about-review = De keerpunten van een partij (--moves / --record), in zinnen; --format tsv: één regel per sleutelmoment, gescheiden door tabs PLY PLAYED VERDICT BETTER.
cli-about-puzzle = Puzzels oplossen: verbinden, elke dreiging stoppen of in 2 winnen (--theme, --tier, --daily, --id).
cli-about-puzzles = Puzzels: het gegevensbestand maken uit partijen van de computer, of het exporteren om te controleren.
cli-about-puzzles-generate = Partijen van de computer spelen, de stellingen bewaren die puzzels opleveren (elk precies gecontroleerd), het gegevensbestand schrijven.
cli-about-puzzles-export = Elke puzzel, één per regel: ID VARIANT MOVES THEME SOLUTIONS, gescheiden door tabs.
cli-about-puzzles-retier = Het niveau van elke puzzel opnieuw berekenen met de huidige regel (zonder zoeken) en het gegevensbestand herschrijven.
cli-about-help = Deze hulp tonen of die van het genoemde subcommando.

cli-arg-lang = De taal van berichten en afbeeldingen, een van { $codes } (anders uit LC_ALL, LC_MESSAGES of LANG, anders Engels).
cli-arg-help = Hulp tonen.
cli-arg-version = De versie tonen.
cli-arg-subcommand = Het subcommando dat uitgelegd moet worden.
cli-arg-variant = basic (basisspel) of standard (standaardspel); de regel [Variant "…"] van een genoteerde partij gaat voor.
cli-arg-moves = Zetten vanaf het lege bord: een gewone lijst ("B2-B3-C3 N12-N13-O13") of een genummerde partij zoals punct die schrijft; na die van --record.
cli-arg-record = Een bestand met een genoteerde partij, zoals punct play, record en Discord die schrijven; --moves wordt erna gespeeld.
cli-arg-depth = Hoeveel zetten diep er geteld wordt (elke zet is de beurt van één speler).
cli-arg-divide = De telling ook onder elke eerste zet tonen.
cli-arg-seed = Startwaarde van de willekeurige keuzes: dezelfde startwaarde geeft dezelfde partij.
cli-arg-play-seed = Startwaarde van de keuzes van de computer: dezelfde startwaarde en zetten geven dezelfde partij. Zonder: elke partij een nieuwe, getoond aan het begin en in het partijverslag.
cli-arg-random-game-max-plies = Stoppen na zoveel zetten (één per beurt) ook als de partij doorgaat.
cli-arg-size = Breedte van de afbeelding in pixels (256–4096; GIF’s van een partij hoogstens 1024).
cli-arg-flip = Het bord tonen vanaf de kant van Zwart, 180° gedraaid.
cli-arg-names = De namen van de spelers, Wit eerst, gescheiden door een komma: "Alice,Bob".
cli-arg-output = Het bestand om te schrijven.
cli-arg-highlight = Te markeren velden, gescheiden door spaties, bv. "F5 G6".
cli-arg-caption = Een regel die de uitslag vervangt, bv. "Bob heeft opgegeven — Alice wint".
cli-arg-ai = Tegen de computer spelen op dit niveau: easy, medium, hard of expert. Zonder deze optie delen twee mensen het toetsenbord.
cli-arg-color = Je kleur tegen de computer: white (Wit, begint) of black (Zwart).
cli-arg-board = Het bord als tekst: compact (19 regels, past in 80×24) of large (33 regels, gericht zoals de afbeeldingen).
cli-arg-a = Eerste speler: random, greedy, easy, medium, hard, expert, mcts of mcts-strong. Wit in de oneven partijen.
cli-arg-b = Tweede speler, dezelfde keuzes. Wit in de even partijen.
cli-arg-games = Hoeveel partijen.
cli-arg-arena-seed = Startwaarde van de eerste partij; partij k gebruikt startwaarde + k - 1. Dezelfde startwaarde geeft dezelfde wedstrijd.
cli-arg-arena-max-plies = Een partij die na zoveel zetten (één per beurt) nog loopt, telt als gelijkspel.
cli-arg-records = Na de uitslagregel van elke partij haar notatie afdrukken.
cli-arg-jobs = Partijen die tegelijk gespeeld worden, elk in een eigen thread (de uitslagen komen in partijvolgorde en zijn hoe dan ook dezelfde).
cli-arg-lesson = De les om mee te beginnen: haar nummer (1 tot 10) of haar naam (aim, pieces, placing, moving, jumping, bridges, covered, connection, end, play).
cli-arg-language = De taal, een van { $codes }. Zonder deze optie die van --lang of van de terminal (LANG).
cli-arg-picture = Ook de stelling van elke les, met gemarkeerde velden, als PNG-afbeelding tekenen in BESTAND.
cli-arg-level = Hoe grondig de computer elke stelling bekijkt voor de sprongen in de beoordeling (gemiste winst en blunders zijn op elk niveau exact).
cli-arg-format = prose (zinnen, de standaard) of tsv (één door tabs gescheiden regel per sleutelmoment, voor scripts).
cli-arg-theme = Alleen puzzels van dit thema: win (winnen), defend (verdedigen) of win2 (winnen in 2).
cli-arg-tier = Alleen puzzels van dit niveau: 1 (de makkelijkste) tot 3.
cli-arg-daily = De puzzel van de dag (dezelfde als op Discord), dan stoppen.
cli-arg-id = De puzzel met dit nummer (zoals punct puzzles export ze opsomt), dan stoppen.
cli-arg-file = Het gegevensbestand om te herschrijven.
cli-arg-count = Stoppen zodra er zoveel puzzels gevonden zijn.
cli-arg-puzzles-generate-seed = Startwaarde van de partijen: dezelfde startwaarde geeft hetzelfde bestand.
cli-arg-max-games = Opgeven na zoveel partijen.
cli-arg-threads = Partijen die tegelijk gespeeld worden.
cli-arg-puzzles-generate-output = Waar de puzzels naartoe geschreven worden.

cli-value-code = CODE
cli-value-file = BESTAND
cli-value-command = COMMANDO
cli-value-variant = VARIANT
cli-value-moves = ZETTEN
cli-value-depth = DIEPTE
cli-value-seed = STARTWAARDE
cli-value-number = GETAL
cli-value-size = PIXELS
cli-value-names = NAMEN
cli-value-cells = VELDEN
cli-value-text = TEKST
cli-value-level = NIVEAU
cli-value-format = FORMAAT
cli-value-colour = KLEUR
cli-value-board = BORD
cli-value-player = SPELER
cli-value-lesson = LES
cli-value-theme = THEMA
cli-value-tier = NIVEAU
cli-value-id = NUMMER

## Het kader van punct --help

cli-help-usage = Gebruik:
cli-help-options = Opties
cli-help-arguments = Argumenten
cli-help-commands = Commando’s
cli-help-options-placeholder = [OPTIES]
cli-help-default = standaard: { $value }
cli-help-values = mogelijke waarden: { $values }

## De fouten die clap vindt, in onze woorden (na „fout: ”); een voorbeeld volgt

cli-bad-unknown-argument = { $arg } is hier geen optie.
cli-bad-did-you-mean = Bedoelde je { $suggestion }?
cli-bad-unknown-subcommand = „{ $name }” is geen subcommando van { $command }.
cli-bad-missing-subcommand = { $command } heeft een subcommando nodig: { $subcommands }.
cli-bad-missing-value = { $arg } heeft een waarde nodig ({ $value }).
cli-bad-invalid-value = „{ $value }” is geen waarde die { $arg } aanneemt.
cli-bad-valid-values = Mogelijk: { $values }.
cli-bad-not-a-number = { $arg } neemt een geheel getal, niet „{ $value }”.
cli-bad-missing-required = Ontbreekt: { $args }.
cli-bad-conflict = { $arg } kan niet samen met { $other }.
cli-bad-too-many = { $arg } staat er meer dan eens, of met een waarde die het niet neemt.
cli-bad-other = De opdrachtregel is niet te lezen: { $reason }
cli-bad-usage = Gebruik: { $usage }
cli-bad-more = Meer weten: { $command } --help
