# Was der Betreiber liest, wenn der Bot nicht starten kann (Sprache aus LC_ALL /
# LC_MESSAGES / LANG). Namen von Einstellungen, Pfade und Werte bleiben, wie sie sind.

setup-where-tokens =
    Woher das Token kommt:
      1. Öffne https://discord.com/developers/applications und wähle deine Anwendung
         (oder klick auf "New Application" und gib ihr einen Namen).
      2. Geh im Menü links auf "Bot" und klick auf "Reset Token".
      3. Kopiere das Token, das Discord einmal anzeigt, und füge es hinter { $token_var }= ein.
    Sobald der Bot verbunden ist, protokolliert er den Link, der ihn mit den
    nötigen Berechtigungen auf einen Server einlädt ({ $permissions }: View Channels,
    Send Messages, Send Messages in Threads, Embed Links, Attach Files, Read Message History).
setup-optional = { $started ->
    [cargo] Optionale Einstellungen (siehe .env.example; `cp .env.example .env` legt daraus deine .env an):
   *[binary] Optionale Einstellungen, in derselben Datei oder in der Umgebung:
  }
setup-optional-database = wo die Partien gespeichert werden
setup-optional-guild = Befehle sofort auf einem Server registrieren
setup-optional-away-days = Abwesenheitstage, die jeder Spieler im Jahr nutzen darf
setup-optional-backup-dir = ein Ordner, in dem der laufende Bot Sicherungen der Datenbank ablegt
setup-optional-backup-every = wie oft er eine macht (24h, 90m, 1d12h; mindestens 10m)
setup-optional-backup-keep = wie viele er behält, die neuesten
setup-optional-log = wie viel der Bot protokolliert
setup-without-discord = Ohne Discord spielen: { $command }
setup-help-about = punct-bot: PÜNCT auf Discord. Er liest seine Einstellungen aus der Umgebung und aus einer Datei { $env_file } im Verzeichnis, in dem er gestartet wird, oder darüber.
setup-help-settings = Einstellungen:
setup-help-token = das Bot-Token (nötig; ohne es sagt der Bot, woher man es bekommt)
setup-help-tools = Werkzeuge (auch während der Bot läuft)
setup-help-backup = kopiert die Datenbank des Bots ({ $database_var }) nach DATEI, während der Bot läuft, und prüft die Kopie
setup-help-check = sagt, ob DATEI eine intakte punct-Datenbank ist und welche Version
setup-help-backup-file = wohin die Sicherung geschrieben wird (ersetzt eine vorhandene)
setup-help-check-file = die zu prüfende Datenbankdatei
setup-tool-needs-file = { $program } { $tool } braucht genau eine DATEI, z. B. { $program } { $tool } punct-backup.sqlite3
setup-bad-argument = { $program } nimmt keine Argumente außer --help, --version, `backup DATEI` und `check DATEI`: Er liest seine Einstellungen aus der Umgebung und aus { $env_file }. „{ $argument }“ gehört nicht dazu.
setup-invite-logged = lade den Bot mit diesem Link auf einen Server ein
setup-in-environment = in der Umgebung
setup-in-file = in { $path }
setup-empty-token = { $token_var } ist gesetzt, aber leer ({ $origin }).
setup-placeholder-token = { $token_var } { $origin } ist noch der Beispielwert „{ $placeholder }“.
setup-malformed-token = { $token_var } { $origin } enthält Leerzeichen oder Anführungszeichen; füge das Token allein ein, ohne etwas drumherum.
setup-bad-away-days = { $away_var } { $origin } muss eine Zahl von Tagen von 0 bis 366 sein (z. B. 30), nicht „{ $value }“.
setup-bad-backup-every = { $every_var } { $origin } muss eine Zeit von mindestens 10 Minuten mit ihrer Einheit sein, etwa 24h, 90m oder 1d12h, nicht „{ $value }“.
setup-bad-backup-keep = { $keep_var } { $origin } muss angeben, wie viele Sicherungen behalten werden, von 1 bis 1000 (z. B. 7), nicht „{ $value }“.
setup-backup-without-dir = Sicherungen werden { $origin } verlangt (wie oft oder wie viele), aber { $dir_var } sagt nicht, wohin: Setze es auf einen Ordner, z. B. { $dir_var }=backups, oder entferne die anderen Sicherungseinstellungen.
setup-bad-guild =
    { $guild_var } { $origin } muss eine Server-ID sein (eine Zahl wie 123456789012345678), nicht „{ $value }“.
    Schalte in Discord den Entwicklermodus ein (Einstellungen → Erweitert), klick mit rechts auf deinen Server und wähle "Server-ID kopieren"; oder lösch die Einstellung, um die Befehle global zu registrieren.
setup-line-shown = sie beginnt mit „{ $text }“
setup-line-hidden = ihr Text wird nicht gezeigt, da er ein Token sein könnte
setup-bad-line =
    Zeile { $line } von { $path } kann nicht gelesen werden ({ $shown }).
    { $problem }
    Jede Zeile muss die Form NAME=Wert haben (Zeilen, die mit # beginnen, sind Kommentare), zum Beispiel:
setup-unreadable-file =
    Die Einstellungsdatei { $path } konnte nicht gelesen werden: { $detail }.
    Sie muss eine Textdatei (UTF-8) sein, die der Bot lesen darf; oder lösch sie und setz die Variablen in der Umgebung.
setup-fix-environment = Es ist in der Umgebung gesetzt, mit der der Bot gestartet wurde, und die hat Vorrang vor { $env_file }: setz es dort auf das Token, oder entferne es (`unset { $token_var }`), um { $env_file } zu verwenden.
setup-fix-file = Ändere diese Zeile in { $path } und schreib das Token selbst hinter das = (ohne Anführungszeichen, ohne Leerzeichen):
setup-missing-in-file = punct-bot braucht ein Discord-Bot-Token, und { $token_var } ist nicht gesetzt: weder in der Umgebung noch in { $path }.
setup-add-line = Füge diese Zeile in { $path } ein oder setz { $token_var } in der Umgebung:
setup-missing-nowhere = punct-bot braucht ein Discord-Bot-Token, und { $token_var } ist nicht gesetzt: nicht in der Umgebung, und es gibt keine Datei { $env_file } in { $dir } oder darüber.
setup-here-repository = in { $dir }, dem Verzeichnis, aus dem der Bot gestartet wurde (neben Cargo.toml)
setup-here = in { $dir }, dem Verzeichnis, aus dem der Bot gestartet wurde
setup-put-line = Schreib diese Zeile in eine Datei namens { $env_file } { $here }, oder setz { $token_var } in der Umgebung:
setup-not-an-assignment = Sie muss mit einem Namen und = beginnen, etwa { $token_var }= (keine Leerzeichen im Namen, kein Doppelpunkt).
setup-bad-value = Der Wert nach = konnte nicht gelesen werden: ein Wert mit Leerzeichen, # oder Anführungszeichen braucht doppelte Anführungszeichen drumherum. Ein Token hat nichts davon: füge es allein hinter { $token_var }= ein.
setup-unclosed-quote = Ein Anführungszeichen in dieser Zeile wird nie geschlossen, daher ist der Rest der Datei ein einziger unvollendeter Wert.
setup-refused-in-file = .env ({ $path })
setup-refused-in-environment = der Umgebung, mit der der Bot gestartet wird (sie hat Vorrang vor .env)
setup-token-refused =
    Discord hat das Token abgelehnt: setz es im Developer Portal zurück und aktualisiere { $token_var } in { $place }.
    Es muss das Token von der Seite "Bot" sein (nicht die Application ID oder das Client Secret), und es ändert sich bei jedem Zurücksetzen.
setup-database-unopenable =
    Die Spieldatenbank konnte nicht geöffnet werden: { $detail }.
    Prüf { $database_var } in .env (Vorgabe { $default }): der Bot muss diese Datei und ihr Verzeichnis lesen und schreiben können. Er löscht oder ersetzt nie eine Datenbank; eine Datenbank aus einem neueren punct-bot braucht diese neuere Version.
setup-backup-written = { $source } nach { $file } gesichert: geprüft, Schemaversion { $version }, { $games ->
        [one] eine Partie
       *[other] { $games } Partien
    }.
setup-backup-no-database = Unter { $source } gibt es keine Datenbank zum Sichern. { $database_var } (in der Umgebung oder in .env, Standard { $default }) muss die Datei nennen, die der Bot benutzt; starte dies aus dem Ordner, aus dem der Bot gestartet wird.
setup-backup-failed =
    { $source } konnte nicht nach { $file } gesichert werden: { $detail }.
    Dort wurde nichts geschrieben. Prüfe, ob der Ordner existiert und Platz hat und ob { $database_var } die Datenbank des Bots nennt.
setup-check-sound = { $file } ist eine intakte punct-Datenbank: Schemaversion { $version } (die dieses punct-bot ist { $current }), { $games ->
        [one] eine Partie
       *[other] { $games } Partien
    }.
setup-check-unsound = { $file } ist keine intakte punct-Datenbank: { $detail }.
setup-discord-stopped =
    Der Bot wurde beendet: { $detail }.
    Prüf die Netzwerkverbindung und starte ihn neu; die Partien bleiben in der Datenbank erhalten.
setup-discord-unreachable = Discord ist nicht erreichbar ({ $detail }); neuer Versuch in { $seconds } s (Strg-C beendet den Bot).
setup-runtime-unavailable = Die asynchrone Laufzeit konnte nicht gestartet werden: { $detail }
