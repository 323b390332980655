# Een thread per partij (/punct server-settings threads:), op een server die
# dat wil: elke partij tussen mensen wordt gespeeld in een openbare thread die
# bij haar uitdaging begint.

## De thread

# De naam van de thread (Discord kapt hem af op 100 tekens): het nummer van de
# partij en de namen van haar spelers, Wit eerst.
thread-name = PÜNCT #{ $game } · { $white } – { $black }
# Het bericht van de uitdaging, zodra de partij naar haar thread is verhuisd:
# de ene regel die het kanaal houdt als een partij begint.
challenge-accepted-in-thread = { $user } heeft de uitdaging aangenomen: partij { $game } wordt gespeeld in een eigen thread, { $thread }.
# De ene regel die het kanaal krijgt als de partij afgelopen is; de thread
# wordt dan gearchiveerd (een zet of een bericht daar opent hem weer).
lobby-game-over = Partij { $game } ({ $white } – { $black }) is afgelopen: { $result }. Alle zetten staan in haar thread: { $thread }

## Als de bot hier geen threads mag maken

# Discords eigen namen van de rechten, zoals de serverinstellingen ze in deze
# taal tonen.
permission-create-public-threads = Openbare threads maken
permission-send-messages-in-threads = Berichten versturen in threads
# Privé gezegd tegen wie uitdaagt, nadat de uitdaging geplaatst is.
threads-missing-permission = Op deze server wordt elke partij in een eigen thread gespeeld, maar ik mag in dit kanaal geen threads maken, dus wordt deze partij hier gespeeld. Iemand die de server beheert, kan me { $permissions } geven in dit kanaal.

## /punct server-settings

server-settings-shown = **De instellingen van deze server** (leden met het recht „Server beheren” kunnen ze wijzigen):
    • Een thread per partij: **{ $threads ->
        [on] aan**: elke partij tussen mensen wordt gespeeld in een eigen openbare thread, gestart vanaf haar uitdaging; dit kanaal houdt één regel als een partij begint en krijgt er één bij als ze afloopt.
       *[off] uit**: partijen worden gespeeld in het kanaal waar de uitdaging is geplaatst.
    } Wijzig het met `/punct { punct-server-settings } { punct-server-settings.threads }:`. Partijen die al bezig zijn, blijven waar ze zijn.
server-settings-league-role = • Wie competities mag aanmaken: { $role ->
        [none] leden met het recht „Server beheren”.
       *[other] leden met het recht „Server beheren”, en leden met de rol { $role }.
    } Wijzig het met `/punct { punct-server-settings } { punct-server-settings.league-role }:`; `{ punct-server-settings.clear-league-role }:True` laat het weer alleen aan „Server beheren” over.
server-settings-changed = Opgeslagen.
server-settings-manage-only = Alleen leden met het recht **Server beheren** kunnen de instellingen van deze server wijzigen. Zonder opties toont `/punct { punct-server-settings }` ze aan iedereen.
server-settings-in-dm = Serverinstellingen horen bij een server: gebruik `/punct { punct-server-settings }` in een kanaal van die server.
