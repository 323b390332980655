# Un fil par partie (/punct server-settings threads:), sur un serveur qui le
# souhaite : chaque partie entre personnes se joue dans un fil public créé à
# partir de son défi.

## Le fil

# Le nom du fil (Discord le coupe à 100 caractères) : le numéro de la partie
# et les noms de ses joueurs, Blanc d’abord.
thread-name = PÜNCT #{ $game } · { $white } – { $black }
# Le message du défi, une fois la partie passée dans son fil : la seule ligne
# que le salon garde quand une partie commence.
challenge-accepted-in-thread = { $user } a accepté le défi : la partie { $game } se joue dans son propre fil, { $thread }.
# La seule ligne que reçoit le salon quand la partie se termine ; le fil est
# alors archivé (un coup ou un message dans le fil le rouvre).
lobby-game-over = La partie { $game } ({ $white } – { $black }) est terminée : { $result }. Tous les coups sont dans son fil : { $thread }

## Quand le bot ne peut pas créer de fils ici

# Les noms que Discord lui-même donne aux permissions, tels que ses paramètres
# de serveur les affichent dans cette langue.
permission-create-public-threads = Créer des fils publics
permission-send-messages-in-threads = Envoyer des messages dans les fils
# Dit en privé à l’auteur du défi, une fois le défi publié.
threads-missing-permission = Sur ce serveur, chaque partie se joue dans son propre fil, mais je n’ai pas le droit de créer de fils dans ce salon : cette partie se jouera donc ici. Une personne qui gère le serveur peut m’accorder { $permissions } dans ce salon.

## /punct server-settings

server-settings-shown = **Les réglages de ce serveur** (les membres ayant la permission « Gérer le serveur » peuvent les changer) :
    • Un fil par partie : **{ $threads ->
        [on] activé** : chaque partie entre personnes se joue dans son propre fil public, créé à partir de son défi ; ce salon garde une ligne quand une partie commence et en reçoit une quand elle se termine.
       *[off] désactivé** : les parties se jouent dans le salon où le défi a été lancé.
    } Pour le changer : `/punct { punct-server-settings } { punct-server-settings.threads }:`. Les parties déjà en cours restent où elles sont.
server-settings-league-role = • Qui peut créer des ligues : { $role ->
        [none] les membres ayant la permission « Gérer le serveur ».
       *[other] les membres ayant la permission « Gérer le serveur », et ceux qui ont le rôle { $role }.
    } Pour le changer : `/punct { punct-server-settings } { punct-server-settings.league-role }:` ; `{ punct-server-settings.clear-league-role }:True` le réserve de nouveau à « Gérer le serveur ».
server-settings-changed = Enregistré.
server-settings-manage-only = Seuls les membres ayant la permission **Gérer le serveur** peuvent changer les réglages de ce serveur. Sans option, `/punct { punct-server-settings }` les montre à tout le monde.
server-settings-in-dm = Les réglages de serveur se font sur un serveur : utilisez `/punct { punct-server-settings }` dans l’un de ses salons.
