# Quello che legge chi gestisce il bot quando non riesce ad avviarsi (lingua da
# LC_ALL / LC_MESSAGES / LANG). Nomi delle impostazioni, percorsi e valori restano come sono.

setup-where-tokens =
    Da dove viene il token:
      1. Apri https://discord.com/developers/applications e scegli la tua applicazione
         (o fai clic su "New Application" e dalle un nome).
      2. Vai su "Bot" nel menu a sinistra e fai clic su "Reset Token".
      3. Copia il token che Discord mostra una sola volta e incollalo dopo { $token_var }=.
    Una volta connesso, il bot scrive nel log il link che lo invita in un server
    con i permessi che gli servono ({ $permissions }: View Channels, Send Messages,
    Send Messages in Threads, Embed Links, Attach Files, Read Message History).
setup-optional = { $started ->
    [cargo] Impostazioni facoltative (vedi .env.example; `cp .env.example .env` lo copia come base per il tuo .env):
   *[binary] Impostazioni facoltative, nello stesso file o nell’ambiente:
  }
setup-optional-database = dove vengono salvate le partite
setup-optional-guild = registrare subito i comandi in un solo server
setup-optional-away-days = giorni di assenza che ogni giocatore può usare in un anno
setup-optional-backup-dir = una cartella dove il bot in funzione tiene i backup del database
setup-optional-backup-every = ogni quanto ne fa uno (24h, 90m, 1d12h; almeno 10m)
setup-optional-backup-keep = quanti ne tiene, i più recenti
setup-optional-log = quanto scrive il bot nel log
setup-without-discord = Per giocare senza Discord: { $command }
setup-help-about = punct-bot: PÜNCT su Discord. Legge le impostazioni dall’ambiente e da un file { $env_file } nella cartella da cui viene avviato o in una superiore.
setup-help-settings = Impostazioni:
setup-help-token = il token del bot (obbligatorio; senza, il bot dice dove prenderlo)
setup-help-tools = Strumenti (anche mentre il bot è in funzione)
setup-help-backup = copia il database del bot ({ $database_var }) in FILE mentre il bot è in funzione, e verifica la copia
setup-help-check = dice se FILE è un database punct integro, e di quale versione
setup-help-backup-file = dove scrivere il backup (sostituito se esiste)
setup-help-check-file = il file di database da verificare
setup-tool-needs-file = { $program } { $tool } vuole un solo FILE, ad es. { $program } { $tool } punct-backup.sqlite3
setup-bad-argument = { $program } non accetta argomenti tranne --help, --version, `backup FILE` e `check FILE`: legge le impostazioni dall’ambiente e da { $env_file }. «{ $argument }» non è tra questi.
setup-invite-logged = invita il bot in un server con questo link
setup-in-environment = nell’ambiente
setup-in-file = in { $path }
setup-empty-token = { $token_var } è impostato ma vuoto { $origin }.
setup-placeholder-token = { $token_var } { $origin } ha ancora il valore d’esempio «{ $placeholder }».
setup-malformed-token = { $token_var } { $origin } contiene spazi o virgolette; incolla il token da solo, senza nulla intorno.
setup-bad-away-days = { $away_var } { $origin } dev’essere un numero di giorni da 0 a 366 (ad es. 30), non «{ $value }».
setup-bad-backup-every = { $every_var } { $origin } dev’essere un tempo di almeno 10 minuti con la sua unità, come 24h, 90m o 1d12h, non «{ $value }».
setup-bad-backup-keep = { $keep_var } { $origin } dev’essere quanti backup tenere, da 1 a 1000 (ad es. 7), non «{ $value }».
setup-backup-without-dir = I backup sono richiesti { $origin } (ogni quanto o quanti), ma { $dir_var } non dice dove: impostalo su una cartella, ad es. { $dir_var }=backups, o togli le altre impostazioni dei backup.
setup-bad-guild =
    { $guild_var } { $origin } dev’essere l’ID di un server (un numero come 123456789012345678), non «{ $value }».
    Attiva la modalità sviluppatore in Discord (Impostazioni → Avanzate), fai clic destro sul tuo server e scegli "Copia ID server"; oppure elimina l’impostazione per registrare i comandi globalmente.
setup-line-shown = inizia con «{ $text }»
setup-line-hidden = il testo non viene mostrato, perché potrebbe essere un token
setup-bad-line =
    La riga { $line } di { $path } non si può leggere ({ $shown }).
    { $problem }
    Ogni riga deve avere la forma NOME=valore (le righe che iniziano con # sono commenti), per esempio:
setup-unreadable-file =
    Non è stato possibile leggere il file delle impostazioni { $path }: { $detail }.
    Dev’essere un file di testo (UTF-8) che il bot può leggere; oppure eliminalo e imposta le variabili nell’ambiente.
setup-fix-environment = È impostato nell’ambiente con cui è stato avviato il bot, che prevale su { $env_file }: impostalo lì sul token, oppure rimuovilo (`unset { $token_var }`) per usare { $env_file }.
setup-fix-file = Modifica quella riga in { $path }, mettendo il token stesso dopo il = (senza virgolette, senza spazi):
setup-missing-in-file = punct-bot ha bisogno di un token di bot Discord, e { $token_var } non è impostato: non è né nell’ambiente né in { $path }.
setup-add-line = Aggiungi questa riga a { $path }, o imposta { $token_var } nell’ambiente:
setup-missing-nowhere = punct-bot ha bisogno di un token di bot Discord, e { $token_var } non è impostato: non è nell’ambiente, e non c’è nessun file { $env_file } in { $dir } o più in alto.
setup-here-repository = in { $dir }, la cartella da cui è stato avviato il bot (accanto a Cargo.toml)
setup-here = in { $dir }, la cartella da cui è stato avviato il bot
setup-put-line = Metti questa riga in un file chiamato { $env_file } { $here }, o imposta { $token_var } nell’ambiente:
setup-not-an-assignment = Deve iniziare con un nome e =, come { $token_var }= (niente spazi nel nome, niente due punti).
setup-bad-value = Il valore dopo = non si può leggere: un valore con spazi, # o virgolette va racchiuso tra virgolette doppie. Un token non ne ha: incollalo da solo dopo { $token_var }=.
setup-unclosed-quote = Una virgoletta aperta su quella riga non viene mai chiusa, quindi il resto del file è un unico valore incompiuto.
setup-refused-in-file = .env ({ $path })
setup-refused-in-environment = l’ambiente con cui viene avviato il bot (prevale su .env)
setup-token-refused =
    Discord ha rifiutato il token: reimpostalo nel portale per sviluppatori e aggiorna { $token_var } in { $place }.
    Dev’essere il token della pagina "Bot" (non l’ID dell’applicazione né il client secret), e cambia a ogni reimpostazione.
setup-database-unopenable =
    Non è stato possibile aprire il database delle partite: { $detail }.
    Controlla { $database_var } in .env (predefinito { $default }): il bot deve poter leggere e scrivere quel file e la sua cartella. Non elimina né ricrea mai un database; un database creato da un punct-bot più recente richiede quella versione più recente.
setup-backup-written = Backup di { $source } in { $file }: verificato, versione dello schema { $version }, { $games ->
        [one] una partita
       *[other] { $games } partite
    }.
setup-backup-no-database = Non c’è nessun database in { $source } di cui fare il backup. { $database_var } (nell’ambiente o in .env, predefinito { $default }) deve indicare il file usato dal bot; esegui questo comando dalla cartella da cui si avvia il bot.
setup-backup-failed =
    Impossibile fare il backup di { $source } in { $file }: { $detail }.
    Lì non è stato scritto nulla. Controlla che la cartella esista e abbia spazio, e che { $database_var } indichi il database del bot.
setup-check-sound = { $file } è un database punct integro: versione dello schema { $version } (quella di questo punct-bot è { $current }), { $games ->
        [one] una partita
       *[other] { $games } partite
    }.
setup-check-unsound = { $file } non è un database punct integro: { $detail }.
setup-discord-stopped =
    Il bot si è fermato: { $detail }.
    Controlla la connessione di rete e riavvialo; le partite restano nel database.
setup-discord-unreachable = Discord non è raggiungibile ({ $detail }); nuovo tentativo tra { $seconds } s (Ctrl-C ferma il bot).
setup-runtime-unavailable = Impossibile avviare il runtime asincrono: { $detail }
