# Co czyta administrator, gdy bot nie może wystartować (język z LC_ALL / LC_MESSAGES /
# LANG). Nazwy ustawień, ścieżki i wartości zostają bez zmian.

setup-where-tokens =
    Skąd wziąć token:
      1. Otwórz https://discord.com/developers/applications i wybierz swoją aplikację
         (albo kliknij "New Application" i nadaj jej nazwę).
      2. W menu po lewej przejdź do "Bot" i kliknij "Reset Token".
      3. Skopiuj token, który Discord pokazuje tylko raz, i wklej go po { $token_var }=.
    Po połączeniu bot zapisuje w logu link, który zaprasza go na serwer z
    potrzebnymi uprawnieniami ({ $permissions }: View Channels, Send Messages,
    Send Messages in Threads, Embed Links, Attach Files, Read Message History).
setup-optional = { $started ->
    [cargo] Ustawienia opcjonalne (zob. .env.example; `cp .env.example .env` to dobry początek):
   *[binary] Ustawienia opcjonalne, w tym samym pliku albo w środowisku:
  }
setup-optional-database = gdzie zapisywane są partie
setup-optional-guild = rejestruj komendy od razu na jednym serwerze
setup-optional-away-days = dni nieobecności, z których każdy gracz może skorzystać w roku
setup-optional-backup-dir = folder, w którym działający bot trzyma kopie zapasowe bazy danych
setup-optional-backup-every = jak często robi kopię (24h, 90m, 1d12h; co najmniej 10m)
setup-optional-backup-keep = ile kopii trzyma, najnowszych
setup-optional-log = ile bot zapisuje w logach
setup-without-discord = Aby grać bez Discorda: { $command }
setup-help-about = punct-bot: PÜNCT na Discordzie. Czyta ustawienia ze środowiska i z pliku { $env_file } w katalogu, z którego go uruchomiono, albo wyżej.
setup-help-settings = Ustawienia:
setup-help-token = token bota (wymagany; bez niego bot mówi, skąd go wziąć)
setup-help-tools = Narzędzia (także gdy bot działa)
setup-help-backup = kopiuje bazę danych bota ({ $database_var }) do PLIKU, gdy bot działa, i sprawdza kopię
setup-help-check = mówi, czy PLIK jest sprawną bazą danych punct i w której wersji
setup-help-backup-file = gdzie zapisać kopię (istniejący plik zostanie zastąpiony)
setup-help-check-file = plik bazy danych do sprawdzenia
setup-tool-needs-file = { $program } { $tool } przyjmuje jeden PLIK, np. { $program } { $tool } punct-backup.sqlite3
setup-bad-argument = { $program } nie przyjmuje argumentów poza --help, --version, `backup PLIK` i `check PLIK`: czyta ustawienia ze środowiska i z { $env_file }. „{ $argument }” do nich nie należy.
setup-invite-logged = zaproś bota na serwer tym linkiem
setup-in-environment = w środowisku
setup-in-file = w { $path }
setup-empty-token = { $token_var } jest ustawiony, ale pusty { $origin }.
setup-placeholder-token = { $token_var } { $origin } ma wciąż przykładową wartość „{ $placeholder }”.
setup-malformed-token = { $token_var } { $origin } zawiera spacje lub cudzysłowy; wklej sam token, bez niczego wokół.
setup-bad-away-days = { $away_var } { $origin } musi być liczbą dni od 0 do 366 (np. 30), a nie „{ $value }”.
setup-bad-backup-every = { $every_var } { $origin } musi być czasem co najmniej 10 minut z jednostką, np. 24h, 90m albo 1d12h, a nie „{ $value }”.
setup-bad-backup-keep = { $keep_var } { $origin } musi być liczbą kopii do zachowania, od 1 do 1000 (np. 7), a nie „{ $value }”.
setup-backup-without-dir = Kopie zapasowe są ustawione { $origin } (jak często lub ile), ale { $dir_var } nie mówi gdzie: ustaw folder, np. { $dir_var }=backups, albo usuń pozostałe ustawienia kopii.
setup-bad-guild =
    { $guild_var } { $origin } musi być identyfikatorem serwera (liczbą taką jak 123456789012345678), a nie „{ $value }”.
    Włącz w Discordzie tryb dewelopera (Ustawienia → Zaawansowane), kliknij prawym przyciskiem swój serwer i wybierz "Kopiuj ID serwera"; albo usuń to ustawienie, by rejestrować komendy globalnie.
setup-line-shown = zaczyna się od „{ $text }”
setup-line-hidden = jej tekst nie jest pokazany, bo może to być token
setup-bad-line =
    Nie da się odczytać wiersza { $line } pliku { $path } ({ $shown }).
    { $problem }
    Każdy wiersz musi mieć postać NAZWA=wartość (wiersze zaczynające się od # to komentarze), na przykład:
setup-unreadable-file =
    Nie udało się odczytać pliku ustawień { $path }: { $detail }.
    Musi to być plik tekstowy (UTF-8), który bot może czytać; albo usuń go i ustaw zmienne w środowisku.
setup-fix-environment = Jest ustawiony w środowisku, w którym uruchomiono bota, a ono ma pierwszeństwo przed { $env_file }: ustaw tam wartość tokenu albo usuń zmienną (`unset { $token_var }`), by użyć { $env_file }.
setup-fix-file = Zmień ten wiersz w { $path }, wpisując sam token po znaku = (bez cudzysłowów, bez spacji):
setup-missing-in-file = punct-bot potrzebuje tokenu bota Discorda, a { $token_var } nie jest ustawiony: nie ma go ani w środowisku, ani w { $path }.
setup-add-line = Dodaj ten wiersz do { $path } albo ustaw { $token_var } w środowisku:
setup-missing-nowhere = punct-bot potrzebuje tokenu bota Discorda, a { $token_var } nie jest ustawiony: nie ma go w środowisku ani nie ma pliku { $env_file } w { $dir } ani wyżej.
setup-here-repository = w { $dir }, katalogu, z którego uruchomiono bota (obok Cargo.toml)
setup-here = w { $dir }, katalogu, z którego uruchomiono bota
setup-put-line = Wpisz ten wiersz do pliku o nazwie { $env_file } { $here } albo ustaw { $token_var } w środowisku:
setup-not-an-assignment = Musi zaczynać się od nazwy i znaku =, np. { $token_var }= (bez spacji w nazwie, bez dwukropka).
setup-bad-value = Nie da się odczytać wartości po =: wartość ze spacjami, # lub cudzysłowami musi być ujęta w podwójny cudzysłów. Token nie ma żadnego z nich: wklej go sam po { $token_var }=.
setup-unclosed-quote = Cudzysłów otwarty w tym wierszu nigdy się nie zamyka, więc reszta pliku to jedna niedokończona wartość.
setup-refused-in-file = .env ({ $path })
setup-refused-in-environment = środowisku, w którym uruchamiany jest bot (ma ono pierwszeństwo przed .env)
setup-token-refused =
    Discord odrzucił token: zresetuj go w portalu dewelopera i zaktualizuj { $token_var } w { $place }.
    Musi to być token ze strony "Bot" (nie ID aplikacji ani client secret), a zmienia się przy każdym resecie.
setup-database-unopenable =
    Nie udało się otworzyć bazy danych partii: { $detail }.
    Sprawdź { $database_var } w .env (domyślnie { $default }): bot musi móc czytać i zapisywać ten plik oraz jego katalog. Nigdy nie usuwa ani nie tworzy bazy od nowa; baza utworzona przez nowszego punct-bota wymaga tej nowszej wersji.
setup-backup-written = Skopiowano { $source } do { $file }: sprawdzono, wersja schematu { $version }, { $games ->
        [one] jedna partia
        [few] { $games } partie
       *[other] { $games } partii
    }.
setup-backup-no-database = Pod { $source } nie ma bazy danych do skopiowania. { $database_var } (w środowisku lub w .env, domyślnie { $default }) musi wskazywać plik używany przez bota; uruchom to z folderu, z którego startuje bot.
setup-backup-failed =
    Nie udało się skopiować { $source } do { $file }: { $detail }.
    Nic tam nie zapisano. Sprawdź, czy folder istnieje i ma miejsce oraz czy { $database_var } wskazuje bazę danych bota.
setup-check-sound = { $file } jest sprawną bazą danych punct: wersja schematu { $version } (ten punct-bot ma { $current }), { $games ->
        [one] jedna partia
        [few] { $games } partie
       *[other] { $games } partii
    }.
setup-check-unsound = { $file } nie jest sprawną bazą danych punct: { $detail }.
setup-discord-stopped =
    Bot się zatrzymał: { $detail }.
    Sprawdź połączenie sieciowe i uruchom go ponownie; partie zostają w bazie danych.
setup-discord-unreachable = Nie można połączyć się z Discordem ({ $detail }); kolejna próba za { $seconds } s (Ctrl-C zatrzymuje bota).
setup-runtime-unavailable = Nie udało się uruchomić asynchronicznego środowiska wykonawczego: { $detail }
