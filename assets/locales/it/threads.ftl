# Un thread per partita (/punct server-settings threads:), in un server che lo
# chiede: ogni partita tra persone si gioca in un thread pubblico creato dalla
# sua sfida.

## Il thread

# Il nome del thread (Discord lo tronca a 100 caratteri): il numero della
# partita e i nomi dei suoi giocatori, prima il Bianco.
thread-name = PÜNCT #{ $game } · { $white } – { $black }
# Il messaggio della sfida, una volta che la partita è passata nel suo thread:
# l’unica riga che resta nel canale quando una partita inizia.
challenge-accepted-in-thread = { $user } ha accettato la sfida: la partita { $game } si gioca in un thread tutto suo, { $thread }.
# L’unica riga che il canale riceve quando la partita finisce; il thread viene
# poi archiviato (una mossa o un messaggio lì lo riapre).
lobby-game-over = La partita { $game } ({ $white } – { $black }) è finita: { $result }. Tutte le mosse sono nel suo thread: { $thread }

## Quando il bot non può creare thread qui

# I nomi dei permessi usati da Discord stesso, come li mostrano le sue
# impostazioni del server in questa lingua.
permission-create-public-threads = Creare thread pubblici
permission-send-messages-in-threads = Inviare messaggi nei thread
# Detto in privato a chi ha lanciato la sfida, dopo che la sfida è pubblicata.
threads-missing-permission = In questo server ogni partita si gioca in un thread tutto suo, ma non posso creare thread in questo canale, quindi questa partita si giocherà qui. Chi gestisce il server può darmi { $permissions } in questo canale.

## /punct server-settings

server-settings-shown = **Le impostazioni di questo server** (le cambiano i membri con il permesso «Gestire il server»):
    • Un thread per partita: **{ $threads ->
        [on] attivato**: ogni partita tra persone si gioca in un thread pubblico tutto suo, creato dalla sua sfida; in questo canale resta una riga quando una partita inizia e se ne aggiunge una quando finisce.
       *[off] disattivato**: le partite si giocano nel canale in cui è stata lanciata la sfida.
    } Per cambiarlo: `/punct { punct-server-settings } { punct-server-settings.threads }:`. Le partite già in corso restano dove sono.
server-settings-league-role = • Chi può creare leghe: { $role ->
        [none] i membri con il permesso «Gestire il server».
       *[other] i membri con il permesso «Gestire il server» e quelli con il ruolo { $role }.
    } Per cambiarlo: `/punct { punct-server-settings } { punct-server-settings.league-role }:`; `{ punct-server-settings.clear-league-role }:True` lo lascia di nuovo solo a «Gestire il server».
server-settings-changed = Salvato.
server-settings-manage-only = Solo i membri con il permesso **Gestire il server** possono cambiare le impostazioni di questo server. Senza opzioni, `/punct { punct-server-settings }` le mostra a chiunque.
server-settings-in-dm = Le impostazioni del server valgono dentro un server: usa `/punct { punct-server-settings }` in uno dei suoi canali.
