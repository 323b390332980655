# Ce que lit l’administrateur quand le bot ne peut pas démarrer (langue tirée de
# LC_ALL / LC_MESSAGES / LANG). Noms de réglages, chemins et valeurs restent tels quels.

setup-where-tokens =
    D’où vient le jeton :
      1. Ouvrez https://discord.com/developers/applications et choisissez votre application
         (ou cliquez sur "New Application" et donnez-lui un nom).
      2. Allez dans "Bot" dans le menu de gauche et cliquez sur "Reset Token".
      3. Copiez le jeton que Discord affiche une seule fois et collez-le après { $token_var }=.
    Une fois connecté, le bot écrit dans son journal le lien qui l’invite sur un
    serveur avec les permissions dont il a besoin ({ $permissions } : View Channels,
    Send Messages, Send Messages in Threads, Embed Links, Attach Files, Read Message History).
setup-optional = { $started ->
    [cargo] Réglages facultatifs (voir .env.example ; `cp .env.example .env` en fait votre .env de départ) :
   *[binary] Réglages facultatifs, dans le même fichier ou dans l’environnement :
  }
setup-optional-database = où les parties sont enregistrées
setup-optional-guild = enregistrer les commandes sur un serveur immédiatement
setup-optional-away-days = jours d’absence que chaque joueur peut utiliser par an
setup-optional-backup-dir = un dossier où le bot en marche garde des sauvegardes de la base de données
setup-optional-backup-every = à quelle fréquence il en fait une (24h, 90m, 1d12h ; au moins 10m)
setup-optional-backup-keep = combien il en garde, les plus récentes
setup-optional-log = la quantité de journaux du bot
setup-without-discord = Pour jouer sans Discord : { $command }
setup-help-about = punct-bot : PÜNCT sur Discord. Il lit ses réglages dans l’environnement et dans un fichier { $env_file } du répertoire d’où il est lancé ou d’un répertoire au-dessus.
setup-help-settings = Réglages :
setup-help-token = le jeton du bot (obligatoire ; sans lui, le bot dit où l’obtenir)
setup-help-tools = Outils (même pendant que le bot tourne)
setup-help-backup = copie la base de données du bot ({ $database_var }) vers FICHIER pendant que le bot tourne, et vérifie la copie
setup-help-check = dit si FICHIER est une base de données punct saine, et de quelle version
setup-help-backup-file = où écrire la sauvegarde (remplacée si elle existe)
setup-help-check-file = le fichier de base de données à vérifier
setup-tool-needs-file = { $program } { $tool } prend un seul FICHIER, par ex. { $program } { $tool } punct-backup.sqlite3
setup-bad-argument = { $program } ne prend pas d’arguments sauf --help, --version, `backup FICHIER` et `check FICHIER` : il lit ses réglages dans l’environnement et dans { $env_file }. « { $argument } » n’en fait pas partie.
setup-invite-logged = invitez le bot sur un serveur avec ce lien
setup-in-environment = dans l’environnement
setup-in-file = dans { $path }
setup-empty-token = { $token_var } est défini mais vide { $origin }.
setup-placeholder-token = { $token_var } { $origin } a encore la valeur d’exemple « { $placeholder } ».
setup-malformed-token = { $token_var } { $origin } contient des espaces ou des guillemets ; collez le jeton seul, sans rien autour.
setup-bad-away-days = { $away_var } { $origin } doit être un nombre de jours de 0 à 366 (par ex. 30), pas « { $value } ».
setup-bad-backup-every = { $every_var } { $origin } doit être une durée d’au moins 10 minutes avec son unité, comme 24h, 90m ou 1d12h, pas « { $value } ».
setup-bad-backup-keep = { $keep_var } { $origin } doit être le nombre de sauvegardes à garder, de 1 à 1000 (par ex. 7), pas « { $value } ».
setup-backup-without-dir = Des sauvegardes sont demandées { $origin } (fréquence ou nombre), mais { $dir_var } ne dit pas où : donnez-lui un dossier, par ex. { $dir_var }=backups, ou retirez les autres réglages de sauvegarde.
setup-bad-guild =
    { $guild_var } { $origin } doit être un identifiant de serveur (un nombre comme 123456789012345678), pas « { $value } ».
    Activez le mode développeur dans Discord (Paramètres → Avancés), faites un clic droit sur votre serveur et choisissez "Copier l’identifiant du serveur" ; ou supprimez le réglage pour enregistrer les commandes globalement.
setup-line-shown = elle commence par « { $text } »
setup-line-hidden = son texte n’est pas affiché, car ce pourrait être un jeton
setup-bad-line =
    La ligne { $line } de { $path } est illisible ({ $shown }).
    { $problem }
    Chaque ligne doit avoir la forme NOM=valeur (les lignes qui commencent par # sont des commentaires), par exemple :
setup-unreadable-file =
    Le fichier de réglages { $path } n’a pas pu être lu : { $detail }.
    Ce doit être un fichier texte (UTF-8) que le bot peut lire ; ou supprimez-le et définissez les variables dans l’environnement.
setup-fix-environment = Il est défini dans l’environnement avec lequel le bot a été lancé, qui l’emporte sur { $env_file } : donnez-lui là-bas la valeur du jeton, ou supprimez-le (`unset { $token_var }`) pour utiliser { $env_file }.
setup-fix-file = Modifiez cette ligne dans { $path } en mettant le jeton lui-même après le = (sans guillemets, sans espaces) :
setup-missing-in-file = punct-bot a besoin d’un jeton de bot Discord, et { $token_var } n’est pas défini : ni dans l’environnement, ni dans { $path }.
setup-add-line = Ajoutez cette ligne à { $path }, ou définissez { $token_var } dans l’environnement :
setup-missing-nowhere = punct-bot a besoin d’un jeton de bot Discord, et { $token_var } n’est pas défini : il n’est pas dans l’environnement, et il n’y a aucun fichier { $env_file } dans { $dir } ni au-dessus.
setup-here-repository = dans { $dir }, le répertoire d’où le bot a été lancé (à côté de Cargo.toml)
setup-here = dans { $dir }, le répertoire d’où le bot a été lancé
setup-put-line = Mettez cette ligne dans un fichier nommé { $env_file } { $here }, ou définissez { $token_var } dans l’environnement :
setup-not-an-assignment = Elle doit commencer par un nom et =, comme { $token_var }= (pas d’espace dans le nom, pas de deux-points).
setup-bad-value = La valeur après = est illisible : une valeur avec des espaces, # ou des guillemets doit être entourée de guillemets doubles. Un jeton n’en contient aucun : collez-le seul après { $token_var }=.
setup-unclosed-quote = Un guillemet ouvert sur cette ligne n’est jamais fermé, si bien que le reste du fichier forme une seule valeur inachevée.
setup-refused-in-file = .env ({ $path })
setup-refused-in-environment = l’environnement avec lequel le bot est lancé (il l’emporte sur .env)
setup-token-refused =
    Discord a refusé le jeton : réinitialisez-le dans le portail des développeurs et mettez à jour { $token_var } dans { $place }.
    Ce doit être le jeton de la page "Bot" (ni l’identifiant de l’application, ni le secret client), et il change à chaque réinitialisation.
setup-database-unopenable =
    La base de données des parties n’a pas pu être ouverte : { $detail }.
    Vérifiez { $database_var } dans .env (par défaut { $default }) : le bot doit pouvoir lire et écrire ce fichier et son répertoire. Il ne supprime ni ne recrée jamais une base ; une base créée par un punct-bot plus récent exige cette version plus récente.
setup-backup-written = { $source } sauvegardé dans { $file } : vérifié, schéma version { $version }, { $games ->
        [one] une partie
       *[other] { $games } parties
    }.
setup-backup-no-database = Il n’y a pas de base de données à sauvegarder en { $source }. { $database_var } (dans l’environnement ou .env, par défaut { $default }) doit désigner le fichier qu’utilise le bot ; lancez ceci depuis le dossier d’où le bot est lancé.
setup-backup-failed =
    Impossible de sauvegarder { $source } dans { $file } : { $detail }.
    Rien n’y a été écrit. Vérifiez que le dossier existe et a de la place, et que { $database_var } désigne la base de données du bot.
setup-check-sound = { $file } est une base de données punct saine : schéma version { $version } (celle de ce punct-bot est { $current }), { $games ->
        [one] une partie
       *[other] { $games } parties
    }.
setup-check-unsound = { $file } n’est pas une base de données punct saine : { $detail }.
setup-discord-stopped =
    Le bot s’est arrêté : { $detail }.
    Vérifiez la connexion réseau et relancez-le ; les parties sont conservées dans la base de données.
setup-discord-unreachable = Discord est injoignable ({ $detail }) ; nouvel essai dans { $seconds } s (Ctrl-C arrête le bot).
setup-runtime-unavailable = Impossible de démarrer l’environnement d’exécution asynchrone : { $detail }
