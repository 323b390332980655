# Wat de beheerder leest als de bot niet kan starten (taal uit LC_ALL / LC_MESSAGES /
# LANG). Namen van instellingen, paden en waarden blijven zoals ze zijn.

setup-where-tokens =
    Waar het token vandaan komt:
      1. Open https://discord.com/developers/applications en kies je applicatie
         (of klik op "New Application" en geef haar een naam).
      2. Ga in het menu links naar "Bot" en klik op "Reset Token".
      3. Kopieer het token dat Discord één keer toont, en plak het achter { $token_var }=.
    Zodra de bot verbonden is, logt hij de link die hem in een server uitnodigt
    met de rechten die hij nodig heeft ({ $permissions }: View Channels, Send Messages,
    Send Messages in Threads, Embed Links, Attach Files, Read Message History).
setup-optional = { $started ->
    [cargo] Optionele instellingen (zie .env.example; `cp .env.example .env` begint daarmee):
   *[binary] Optionele instellingen, in hetzelfde bestand of in de omgeving:
  }
setup-optional-database = waar partijen worden opgeslagen
setup-optional-guild = commando's meteen in één server registreren
setup-optional-away-days = afwezigheidsdagen die elke speler per jaar mag gebruiken
setup-optional-backup-dir = een map waarin de draaiende bot back-ups van de database bewaart
setup-optional-backup-every = hoe vaak hij er een maakt (24h, 90m, 1d12h; minstens 10m)
setup-optional-backup-keep = hoeveel hij er bewaart, de nieuwste
setup-optional-log = hoeveel de bot logt
setup-without-discord = Spelen zonder Discord: { $command }
setup-help-about = punct-bot: PÜNCT op Discord. Hij leest zijn instellingen uit de omgeving en uit een bestand { $env_file } in de map van waaruit hij gestart wordt of daarboven.
setup-help-settings = Instellingen:
setup-help-token = het bottoken (verplicht; zonder token zegt de bot waar je het haalt)
setup-help-tools = Hulpmiddelen (ook terwijl de bot draait)
setup-help-backup = kopieert de database van de bot ({ $database_var }) naar BESTAND terwijl de bot draait, en controleert de kopie
setup-help-check = zegt of BESTAND een gezonde punct-database is, en van welke versie
setup-help-backup-file = waar de back-up komt (vervangen als hij bestaat)
setup-help-check-file = het databasebestand om te controleren
setup-tool-needs-file = { $program } { $tool } neemt precies één BESTAND, bijv. { $program } { $tool } punct-backup.sqlite3
setup-bad-argument = { $program } neemt geen argumenten behalve --help, --version, `backup BESTAND` en `check BESTAND`: hij leest zijn instellingen uit de omgeving en uit { $env_file }. ‘{ $argument }’ hoort daar niet bij.
setup-invite-logged = nodig de bot met deze link uit in een server
setup-in-environment = in de omgeving
setup-in-file = in { $path }
setup-empty-token = { $token_var } is ingesteld maar leeg { $origin }.
setup-placeholder-token = { $token_var } { $origin } heeft nog de voorbeeldwaarde „{ $placeholder }”.
setup-malformed-token = { $token_var } { $origin } bevat spaties of aanhalingstekens; plak het token alleen, zonder iets eromheen.
setup-bad-away-days = { $away_var } { $origin } moet een aantal dagen van 0 tot en met 366 zijn (bijv. 30), niet „{ $value }”.
setup-bad-backup-every = { $every_var } { $origin } moet een tijd van minstens 10 minuten met eenheid zijn, zoals 24h, 90m of 1d12h, niet „{ $value }”.
setup-bad-backup-keep = { $keep_var } { $origin } moet het aantal te bewaren back-ups zijn, van 1 tot en met 1000 (bijv. 7), niet „{ $value }”.
setup-backup-without-dir = Er worden back-ups gevraagd { $origin } (hoe vaak of hoeveel), maar { $dir_var } zegt niet waar: zet het op een map, bijv. { $dir_var }=backups, of verwijder de andere back-upinstellingen.
setup-bad-guild =
    { $guild_var } { $origin } moet een server-ID zijn (een getal zoals 123456789012345678), niet „{ $value }”.
    Zet in Discord de ontwikkelaarsmodus aan (Instellingen → Geavanceerd), klik met rechts op je server en kies "Server-ID kopiëren"; of verwijder de instelling om commando's wereldwijd te registreren.
setup-line-shown = ze begint met „{ $text }”
setup-line-hidden = de tekst wordt niet getoond, omdat het een token kan zijn
setup-bad-line =
    Regel { $line } van { $path } is onleesbaar ({ $shown }).
    { $problem }
    Elke regel moet de vorm NAAM=waarde hebben (regels die met # beginnen zijn commentaar), bijvoorbeeld:
setup-unreadable-file =
    Het instellingenbestand { $path } kon niet worden gelezen: { $detail }.
    Het moet een tekstbestand (UTF-8) zijn dat de bot mag lezen; of verwijder het en stel de variabelen in de omgeving in.
setup-fix-environment = Het is ingesteld in de omgeving waarmee de bot is gestart, en die gaat voor { $env_file }: zet het daar op het token, of verwijder het (`unset { $token_var }`) om { $env_file } te gebruiken.
setup-fix-file = Wijzig die regel in { $path } en zet het token zelf achter de = (zonder aanhalingstekens, zonder spaties):
setup-missing-in-file = punct-bot heeft een Discord-bottoken nodig, en { $token_var } is niet ingesteld: het staat niet in de omgeving en niet in { $path }.
setup-add-line = Voeg deze regel toe aan { $path }, of stel { $token_var } in de omgeving in:
setup-missing-nowhere = punct-bot heeft een Discord-bottoken nodig, en { $token_var } is niet ingesteld: het staat niet in de omgeving, en er is geen bestand { $env_file } in { $dir } of daarboven.
setup-here-repository = in { $dir }, de map waaruit de bot is gestart (naast Cargo.toml)
setup-here = in { $dir }, de map waaruit de bot is gestart
setup-put-line = Zet deze regel in een bestand met de naam { $env_file } { $here }, of stel { $token_var } in de omgeving in:
setup-not-an-assignment = Ze moet beginnen met een naam en =, zoals { $token_var }= (geen spaties in de naam, geen dubbele punt).
setup-bad-value = De waarde na = kon niet worden gelezen: een waarde met spaties, # of aanhalingstekens moet tussen dubbele aanhalingstekens staan. Een token heeft die niet: plak het alleen achter { $token_var }=.
setup-unclosed-quote = Een aanhalingsteken op die regel wordt nooit gesloten, dus de rest van het bestand is één onafgemaakte waarde.
setup-refused-in-file = .env ({ $path })
setup-refused-in-environment = de omgeving waarmee de bot wordt gestart (die gaat voor .env)
setup-token-refused =
    Discord heeft het token geweigerd: reset het in het ontwikkelaarsportaal en werk { $token_var } bij in { $place }.
    Het moet het token van de pagina "Bot" zijn (niet de applicatie-ID of het client secret), en het verandert bij elke reset.
setup-database-unopenable =
    De database met partijen kon niet worden geopend: { $detail }.
    Controleer { $database_var } in .env (standaard { $default }): de bot moet dat bestand en de map waarin het staat kunnen lezen en schrijven. Hij verwijdert of vervangt nooit een database; een database van een nieuwere punct-bot heeft die nieuwere versie nodig.
setup-backup-written = { $source } geback-upt naar { $file }: gecontroleerd, schemaversie { $version }, { $games ->
        [one] één partij
       *[other] { $games } partijen
    }.
setup-backup-no-database = Er is geen database op { $source } om te back-uppen. { $database_var } (in de omgeving of .env, standaard { $default }) moet het bestand noemen dat de bot gebruikt; voer dit uit vanuit de map waar de bot gestart wordt.
setup-backup-failed =
    Kon { $source } niet back-uppen naar { $file }: { $detail }.
    Daar is niets geschreven. Controleer of de map bestaat en ruimte heeft, en of { $database_var } de database van de bot noemt.
setup-check-sound = { $file } is een gezonde punct-database: schemaversie { $version } (die van deze punct-bot is { $current }), { $games ->
        [one] één partij
       *[other] { $games } partijen
    }.
setup-check-unsound = { $file } is geen gezonde punct-database: { $detail }.
setup-discord-stopped =
    De bot is gestopt: { $detail }.
    Controleer de netwerkverbinding en start hem opnieuw; de partijen blijven in de database bewaard.
setup-discord-unreachable = Discord is niet bereikbaar ({ $detail }); nieuwe poging over { $seconds } s (Ctrl-C stopt de bot).
setup-runtime-unavailable = Kon de asynchrone runtime niet starten: { $detail }
