# Ein Thread pro Partie (/punct server-settings threads:), auf einem Server,
# der das so will: Jede Partie zwischen Menschen wird in einem öffentlichen
# Thread gespielt, der an ihrer Herausforderung beginnt.

## Der Thread

# Der Name des Threads (Discord kürzt ihn auf 100 Zeichen): die Nummer der
# Partie und die Namen ihrer Spieler, Weiß zuerst.
thread-name = PÜNCT #{ $game } · { $white } – { $black }
# Die Nachricht der Herausforderung, sobald die Partie in ihren Thread
# umgezogen ist: die eine Zeile, die im Kanal bleibt, wenn eine Partie beginnt.
challenge-accepted-in-thread = { $user } hat die Herausforderung angenommen: Partie { $game } wird in ihrem eigenen Thread { $thread } gespielt.
# Die eine Zeile, die der Kanal bekommt, wenn die Partie endet; der Thread
# wird dann archiviert (ein Zug oder eine Nachricht dort öffnet ihn wieder).
lobby-game-over = Partie { $game } ({ $white } – { $black }) ist beendet: { $result }. Alle Züge stehen in ihrem Thread: { $thread }

## Wenn der Bot hier keine Threads erstellen darf

# Discords eigene Namen der Berechtigungen, wie seine Servereinstellungen sie
# in dieser Sprache zeigen.
permission-create-public-threads = Öffentliche Threads erstellen
permission-send-messages-in-threads = Nachrichten in Threads senden
# Dem Herausforderer privat gesagt, nachdem die Herausforderung gepostet ist.
threads-missing-permission = Auf diesem Server wird jede Partie in einem eigenen Thread gespielt, aber ich darf in diesem Kanal keine Threads erstellen, also wird diese Partie hier gespielt. Wer den Server verwaltet, kann mir in diesem Kanal { $permissions } erteilen.

## /punct server-settings

server-settings-shown = **Die Einstellungen dieses Servers** (Mitglieder mit der Berechtigung „Server verwalten“ können sie ändern):
    • Ein Thread pro Partie: **{ $threads ->
        [on] an**: Jede Partie zwischen Menschen wird in einem eigenen öffentlichen Thread gespielt, der an ihrer Herausforderung beginnt; in diesem Kanal bleibt eine Zeile, wenn eine Partie beginnt, und eine kommt dazu, wenn sie endet.
       *[off] aus**: Partien werden in dem Kanal gespielt, in dem herausgefordert wurde.
    } Ändern mit `/punct { punct-server-settings } { punct-server-settings.threads }:`. Laufende Partien bleiben, wo sie sind.
server-settings-league-role = • Wer Ligen erstellen darf: { $role ->
        [none] Mitglieder mit der Berechtigung „Server verwalten“.
       *[other] Mitglieder mit der Berechtigung „Server verwalten“ und Mitglieder mit der Rolle { $role }.
    } Ändern mit `/punct { punct-server-settings } { punct-server-settings.league-role }:`; `{ punct-server-settings.clear-league-role }:True` überlässt es wieder „Server verwalten“.
server-settings-changed = Gespeichert.
server-settings-manage-only = Nur Mitglieder mit der Berechtigung **Server verwalten** können die Einstellungen dieses Servers ändern. Ohne Optionen zeigt `/punct { punct-server-settings }` sie allen.
server-settings-in-dm = Servereinstellungen gehören zu einem Server: nutze `/punct { punct-server-settings }` in einem seiner Kanäle.
