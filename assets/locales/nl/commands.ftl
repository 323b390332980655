# Nederlands. Woordenlijst uit de spelregels (voor wie hier verder vertaalt):
#   PÜNCT (de belangrijkste stip van een stuk) · stuk (piece) · stip (dot)
#   bord, speelbord (board) · veld (cell) · centrale zeshoek (central hexagon)
#   set, voorraad (reserve) · een stuk inbrengen / leggen (place) · verplaatsen (move)
#   zet (a move) · beurt (a turn) · springen (jump) · brug (bridge) · niveau (level)
#   Wit / Zwart (White / Black) · basisspel (basic game) · standaardspel (standard game)
#   gelijkspel, remise (draw) · tegenspeler (opponent) · partij (a game)
# Aanspreekvorm: „je“, zoals de spelregels.
# Commandonamen: kleine letters, geen spaties, hoogstens 32 tekens; beschrijvingen hoogstens 100.

punct = punct
    .description = PÜNCT, het verbindingsspel van Kris Burm: daag iemand uit en speel hier over meerdere dagen.

punct-challenge = uitdagen
    .description = Daag iemand, of iedereen hier, uit voor een partij PÜNCT (kies mij om tegen de computer te spelen).
    .opponent = tegenspeler
    .opponent-description = Tegen wie je speelt (leeg: iedereen hier mag aannemen); kies mij om tegen de computer te spelen
    .variant = variant
    .variant-description = standaardspel (standaard) of basisspel
    .variant-choice-0 = standaardspel
    .variant-choice-1 = basisspel
    .days = dagen
    .days-description = Tijd voor elke zet (standaard 3 dagen)
    .days-choice-0 = 1 dag
    .days-choice-1 = 3 dagen
    .days-choice-2 = 7 dagen
    .days-choice-3 = 14 dagen
    .days-choice-4 = geen limiet
    .clock = klok
    .clock-description = Een tijdbank in plaats van dagen per zet: elke zet voegt tijd toe, nooit boven de bank uit
    .clock-choice-0 = tijdbank: 3 dagen, +1 dag per zet
    .clock-choice-1 = tijdbank: 7 dagen, +1 dag per zet
    .clock-choice-2 = tijdbank: 10 dagen, +36 uur per zet
    .color = kleur
    .color-description = Jouw kleur (standaard: door loting)
    .color-choice-0 = loting
    .color-choice-1 = Wit
    .color-choice-2 = Zwart
    .level = niveau
    .level-description = De sterkte van de computer, als je tegen mij speelt (standaard gemiddeld)
    .level-choice-0 = makkelijk
    .level-choice-1 = gemiddeld
    .level-choice-2 = moeilijk
    .level-choice-3 = expert

punct-move = zet
    .description = Doe je zet, bijv. F5>H7-H8-I8, of laat hem weg om hem op het bord te kiezen.
    .text = tekst
    .text-description = Je zet: C5-C6-D6 brengt een stuk in, F5>H7-H8-I8 verplaatst er een; leeg: kies op het bord
    .game = partij
    .game-description = Welke partij, als je er in dit kanaal meerdere hebt
    .preview = voorbeeld
    .preview-description = Toon eerst het bord na de zet, met de knoppen Spelen en Annuleren

punct-board = bord
    .description = Toon het bord van een partij (de jouwe in dit kanaal, of die je noemt).
    .game = partij
    .game-description = Welke partij (standaard: de jouwe in dit kanaal)

punct-games = partijen
    .description = Je partijen, eerst die waarin jij aan de beurt bent (alleen jij ziet dit).

punct-resign = opgeven
    .description = Geef een partij op: je tegenspeler wint.
    .game = partij
    .game-description = Welke partij, als je er in dit kanaal meerdere hebt

punct-draw = remise
    .description = Bied remise aan, of neem het aanbod van je tegenspeler aan.
    .game = partij
    .game-description = Welke partij, als je er in dit kanaal meerdere hebt

punct-takeback = terugnemen
    .description = Vraag om je laatste zet terug te nemen (je tegenspeler beslist).
    .game = partij
    .game-description = Welke partij, als je er in dit kanaal meerdere hebt

punct-claim = opeisen
    .description = Eis de winst op in een partij waarin de tijd van je tegenspeler op is.
    .game = partij
    .game-description = Welke partij, als je er in dit kanaal meerdere hebt

punct-history = verloop
    .description = De zetten van een partij, het bord na elke zet, de notatie en een herhaling.
    .game = partij
    .game-description = Welke partij (standaard: de jouwe hier, anders de laatst afgelopen)
    .move = na-zet
    .move-description = Toon het bord na deze zet (0: het lege bord; elke zet telt als één)

punct-review = analyse
    .description = De keerpunten van een afgelopen partij, elk met een afbeelding.
    .game = partij
    .game-description = Welke partij (standaard: de laatst hier afgelopen)

punct-analyse = analysebord
    .description = Je eigen analysebord van een partij: probeer zetten voor beide kanten; de partij verandert nooit.
    .game = partij
    .game-description = Welke partij (standaard: de jouwe in dit kanaal)
    .move = zet
    .move-description = Een zet om op je analysebord te proberen, bijv. F5>H7-H8-I8

punct-plan = plan
    .description = Je plan met antwoorden voor een partij (voorwaardelijke zetten): bekijk het, verwijder lijnen.
    .game = partij
    .game-description = Welke partij (standaard: de jouwe in dit kanaal)

punct-leaderboard = ranglijst
    .description = De spelers met de hoogste rating (partijen tussen twee mensen tellen).

punct-puzzle = puzzel
    .description = Los een puzzel op: verbinden, elke dreiging tegenhouden of winst in 2 (alleen jij ziet het).
    .answer = antwoord
    .answer-description = Je antwoord op je puzzel, bijv. F5>H7-H8-I8 (begin te typen voor suggesties)
    .daily = dagpuzzel
    .daily-description = De dagpuzzel van vandaag, voor iedereen dezelfde
    .theme = thema
    .theme-description = winnen, verdedigen of winst in 2 (standaard: om het even)
    .theme-choice-0 = winnen
    .theme-choice-1 = verdedigen
    .theme-choice-2 = winst in 2
    .tier = niveau
    .tier-description = 1 (het makkelijkst) tot 3 (standaard: om het even)

punct-learn = leren
    .description = Leer PÜNCT: een korte les per regel, met een plaatje en een opdracht (alleen jij ziet het).
    .lesson = les
    .lesson-description = Welke les, 1 tot 10 (standaard: waar je gebleven was)
    .answer = antwoord
    .answer-description = Je zet voor de opdracht van de les, bijv. C5>E5-F5-G5 (begin te typen voor suggesties)

punct-settings = instellingen
    .description = Je eigen instellingen (alleen jij ziet ze): bijv. elke getypte zet eerst zien.
    .preview = voorbeeld
    .preview-description = Toon elke getypte zet eerst, met de knoppen Spelen en Annuleren (standaard: nee)
    .timezone = tijdzone
    .timezone-description = Je tijdzone, bijv. Europe/Amsterdam: voor afwezigheidsdata en het jaar van je afwezigheidsdagen
    .protection = bescherming
    .protection-description = Gebruik een afwezigheidsdag in plaats van een partij te verliezen als je tijd op is (standaard: ja)
    .notify = meldingen
    .notify-description = Een privébericht als een partij op je zet wacht: elke beurt, dagelijks overzicht of uit (standaard)
    .notify-choice-0 = elke beurt
    .notify-choice-1 = dagelijks overzicht
    .notify-choice-2 = uit
    .quiet = stille-uren
    .quiet-description = Uren zonder privébericht, in je tijdzone, bijv. 22-7 (wat dan komt, wacht); off voor geen
    .digest_hour = uur-overzicht
    .digest_hour-description = Het uur van je dagelijkse overzicht, in je tijdzone (0–23, standaard 9)

punct-away = afwezig
    .description = Zet al je klokken stil terwijl je weg bent (telt mee voor je afwezigheidsdagen per jaar).
    .days = dagen
    .days-description = Hoeveel dagen je weg bent, vanaf nu
    .until = tot
    .until-description = De dag waarop je terug bent, bijv. 2026-12-24 (in je tijdzone)

punct-back = terug
    .description = Je bent eerder terug: je klokken lopen weer en ongebruikte afwezigheidsdagen krijg je terug.

punct-server-settings = serverinstellingen
    .description = Serverinstellingen (alleen jij ziet ze; wijzigen met „Server beheren”): threads, competities.
    .threads = threads
    .threads-description = Speel elke partij tussen mensen in een eigen thread (standaard: nee)
    .league-role = competitierol
    .league-role-description = Een rol waarvan de leden competities mogen aanmaken, naast wie „Server beheren” heeft
    .clear-league-role = competitierol-wissen
    .clear-league-role-description = True: alleen leden met „Server beheren” maken competities aan (de competitierol vervalt)

punct-league = competitie
    .description = Competities: iedereen tegen iedereen op deze server, ingedeeld en bijgehouden door de bot.

punct-league-create = aanmaken
    .description = Maak een competitie in dit kanaal, met een inschrijfbericht („Server beheren” of de competitierol).
    .name = naam
    .name-description = De naam van de competitie, bijv. Wintercompetitie
    .variant = variant
    .variant-description = standaardspel (standaard) of basisspel
    .variant-choice-0 = standaardspel
    .variant-choice-1 = basisspel
    .days = dagen
    .days-description = Tijd voor elke zet (standaard 3 dagen)
    .days-choice-0 = 1 dag
    .days-choice-1 = 3 dagen
    .days-choice-2 = 7 dagen
    .days-choice-3 = 14 dagen
    .days-choice-4 = geen limiet
    .clock = klok
    .clock-description = Een tijdbank in plaats van dagen per zet
    .clock-choice-0 = tijdbank: 3 dagen, +1 dag per zet
    .clock-choice-1 = tijdbank: 7 dagen, +1 dag per zet
    .clock-choice-2 = tijdbank: 10 dagen, +36 uur per zet
    .rounds = keer
    .rounds-description = 1: iedereen speelt één keer tegen iedereen (standaard); 2: twee keer, met omgewisselde kleuren
    .starts = start
    .starts-description = Wanneer de inschrijving sluit en ronde 1 begint, bijv. 2026-12-24 18:00 (je eigen tijdzone)

punct-league-start = starten
    .description = Sluit de inschrijving en start nu ronde 1 (wie organiseert, of „Server beheren”).
    .league = competitie
    .league-description = Welke competitie (standaard: die in dit kanaal)

punct-league-standings = stand
    .description = De stand van een competitie: punten, winst, remise, verlies en Sonneborn–Berger, als afbeelding.
    .league = competitie
    .league-description = Welke competitie (standaard: die in dit kanaal)

punct-league-leave = verlaten
    .description = Verlaat een competitie: vóór de start ben je gewoon weg; erna geef je je partijen op (vraagt eerst).
    .league = competitie
    .league-description = Welke competitie (standaard: die in dit kanaal)

punct-league-cancel = annuleren
    .description = Annuleer een competitie; lopende partijen gaan door (wie organiseert, of „Server beheren”).
    .league = competitie
    .league-description = Welke competitie (standaard: die in dit kanaal)

# The same challenge from a member's Apps menu (right-click or long-press a
# member): a context menu command's name, capitals and spaces allowed.
challenge-member = Uitdagen voor PÜNCT

punct-help = hulp
    .description = Zo speel je: de regels in het kort, hoe je zetten schrijft, de commando’s.
