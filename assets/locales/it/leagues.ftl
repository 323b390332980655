# Leghe (messages/leagues.rs): gironi all’italiana che un server organizza in
# uno dei suoi canali (/punct league …). I nomi delle persone sono menzioni di
# Discord; il nome di una lega lo sceglie chi la organizza, e viene mostrato
# così come è scritto.

## Il messaggio delle iscrizioni

league-signup-title = Lega: { $league }
league-terms = Gioco { variant-name }, { time-control }; { $cycles ->
    [2] ognuno gioca due volte contro tutti (andata e ritorno), a colori invertiti
   *[other] ognuno gioca una volta contro tutti
}. Organizza { $organiser }.
league-starts-at = Le iscrizioni si chiudono e il turno 1 inizia il { $at }.
league-starts-by-organiser = Le iscrizioni restano aperte finché { $organiser } non avvia la lega con `/punct { punct-league } { punct-league-start }`.
league-entrants = Iscritti ({ $count } su un massimo di { $max }): { $names }
league-no-entrants = Ancora nessun iscritto.
league-signup-how = Premi **{ league-button-join }** per giocare (servono almeno { $min } giocatori), o **{ league-button-leave }** se cambi idea.
league-signup-started = Le iscrizioni sono chiuse: la lega è iniziata con { $count } giocatori. `/punct { punct-league } { punct-league-standings }` mostra la classifica.
league-signup-cancelled = Questa lega è stata annullata.
league-signup-finished = Questa lega è finita. `/punct { punct-league } { punct-league-standings }` mostra la classifica finale.
league-button-join = Partecipa
league-button-leave = Ritirati
league-joined = Partecipi a **{ $league }**. Le tue partite iniziano con il turno 1.
league-withdrew = Non partecipi più a **{ $league }**.

## L’inizio, i turni, la fine

league-started = La lega **{ $league }** è iniziata: { $count } giocatori, { $rounds ->
    [one] { $rounds } turno
   *[other] { $rounds } turni
}. Seguono le partite del turno 1.
league-round-title = { $league }: turno { $round } di { $rounds }
league-round-games = { $count ->
    [one] È iniziata la partita di questo turno:
   *[other] Sono iniziate le { $count } partite di questo turno:
}
league-round-game = { $white } (Bianco) contro { $black } (Nero): partita { $game }
league-round-forfeit = { $white } contro { $black }: non giocata, { $loser } ha lasciato la lega
league-round-forfeit-both = { $white } contro { $black }: non giocata, entrambi hanno lasciato la lega
league-round-bye = { $player } riposa in questo turno.
league-round-threads = Ogni partita si gioca in un thread tutto suo.
league-game-line = **{ $league }**, turno { $round } di { $rounds }.
league-thread-line = **{ $league }**, turno { $round }: { $white } contro { $black }. La partita { $game } si gioca nel thread qui sotto.
league-round-how = Le partite di un turno si possono giocare in contemporanea; il turno successivo inizia quando tutte le partite di questo sono finite.
league-standings-after = Classifica dopo il turno { $round }:
league-final-title = { $league }: classifica finale
league-final-winner = La lega **{ $league }** è finita. Vince { $winner }!
league-final-shared = La lega **{ $league }** è finita. Il primo posto è condiviso da { $winners }.
league-too-few = La lega **{ $league }** non ha potuto iniziare all’ora prevista: { $count ->
    [one] 1 iscritto
   *[other] { $count } iscritti
}, ne servono almeno { $min }. Le iscrizioni restano aperte; { $organiser } può avviarla con `/punct { punct-league } { punct-league-start }` quando saranno abbastanza.

## La classifica

league-standings-title = { $league }: classifica
league-standings-progress = { $status ->
    [signup] Le iscrizioni sono aperte: ancora nessuna partita giocata.
    [finished] Finale: { $rounds } turni, { $decided } partite.
    [cancelled] Annullata dopo il turno { $round }: { $decided } su { $total } partite decise.
   *[running] Turno { $round } di { $rounds }: { $decided } su { $total } partite decise.
}
league-standings-line = { $place }. { $player } — **{ $points }** (vinte: { $won }, patte: { $drawn }, perse: { $lost } · SB { $sb }){ $left ->
    [yes] , ha lasciato la lega
   *[no] {""}
}
league-standings-more = …e { $count ->
    [one] 1 altro giocatore
   *[other] altri { $count } giocatori
}: la classifica completa è nell’immagine.
league-standings-empty = Non si è ancora iscritto nessuno.
league-standings-ties = A parità di punti contano le vittorie, poi il Sonneborn–Berger (SB: i punti dei giocatori che hai battuto, più metà di quelli dei giocatori con cui hai pattato), poi le partite tra i giocatori ancora a pari merito.
league-column-place = #
league-column-player = Giocatore
league-column-points = Punti
league-column-won = Vinte
league-column-drawn = Patte
league-column-lost = Perse
league-column-sb = SB
league-picture-title = { $league }
league-picture-subtitle = { $status ->
    [finished] Classifica finale · { $players } giocatori
    [cancelled] Annullata · { $players } giocatori
    [signup] Iscrizioni aperte · iscritti: { $players }
   *[running] Dopo il turno { $round } di { $rounds } · { $players } giocatori
}
league-picture-footer = Parità: vittorie, poi Sonneborn–Berger (SB), poi le partite tra i giocatori a pari merito.
league-standings-alt = Classifica di { $league }, con posizione, nome e punti:

## Lasciare e annullare

league-leave-confirm = Lasciare **{ $league }**? { $games ->
    [0] Non hai partite in corso in questa lega.
    [one] La tua partita in corso ({ $list }) verrà abbandonata.
   *[other] Le tue { $games } partite in corso ({ $list }) verranno abbandonate.
} { $unplayed ->
    [0] {""}
    [one] La tua partita non ancora giocata conta come persa.
   *[other] Le tue { $unplayed } partite non ancora giocate contano come perse.
} Resti in classifica.
league-button-leave-for-good = Lascia la lega
league-button-stay = Resto
league-stayed = Resti in **{ $league }**.
league-left = { $player } ha lasciato **{ $league }**. { $games ->
    [0] {""}
    [one] La sua partita in corso ({ $list }) è stata abbandonata.
   *[other] Le sue { $games } partite in corso ({ $list }) sono state abbandonate.
} { $unplayed ->
    [0] {""}
    [one] La sua partita non ancora giocata conta come persa.
   *[other] Le sue { $unplayed } partite non ancora giocate contano come perse.
}
league-cancelled = { $by } ha annullato la lega **{ $league }**. Le partite in corso continuano, ma non contano più per la lega.
league-in-dm = Le leghe si giocano nel canale di un server: usa questo comando lì.
league-listing = lega { $league }, turno { $round }

## Rifiuti

error-league-not-found = Non esiste la lega { $league }.
error-league-named-not-found = Questo server non ha nessuna lega chiamata «{ $name }». Inizia a scrivere nell’opzione `{ punct-league-standings.league }` per vedere le sue leghe.
error-no-league-here = In questo server non c’è nessuna lega in corso. Chi lo gestisce può crearne una con `/punct { punct-league } { punct-league-create }`.
error-which-league = Qui ci sono diverse leghe in corso ({ $leagues }): indicane una con l’opzione `{ punct-league-standings.league }`.
error-league-organisers-only = { $role ->
    [none] Qui possono creare leghe solo i membri che possono gestire questo server.
   *[other] Qui possono creare leghe solo i membri che possono gestire questo server o che hanno il ruolo { $role }.
}
error-league-organiser-only = Può farlo solo chi organizza **{ $league }** ({ $organiser }), o chi può gestire il server.
error-league-name-empty = Una lega ha bisogno di un nome, ad es. `Lega d’inverno`.
error-league-name-too-long = Il nome di una lega ha al massimo { $max } caratteri, ad es. `Lega d’inverno`.
error-league-name-taken = Qui c’è già una lega chiamata **{ $name }** (in { $channel }). Scegli un altro nome, ad es. `{ $name } 2`.
error-league-start-in-past = L’ora d’inizio { $at } è già passata. Indica un’ora futura, ad es. `2026-12-24 18:00` (nel tuo fuso orario), oppure omettila e avvia la lega con `/punct { punct-league } { punct-league-start }`.
error-league-signup-closed = Le iscrizioni a **{ $league }** sono chiuse: { $status ->
    [running] la lega è iniziata.
    [finished] la lega è finita.
   *[cancelled] la lega è stata annullata.
}
error-league-already-entered = Partecipi già a **{ $league }**.
error-league-full = La lega **{ $league }** è al completo: una lega accoglie al massimo { $max } giocatori.
error-league-too-few = La lega **{ $league }** ha { $entrants ->
    [one] 1 iscritto
   *[other] { $entrants } iscritti
}: ne servono almeno { $min } per iniziare.
error-not-in-league = Non giochi in **{ $league }**.
error-league-over = La lega **{ $league }** non è più in corso: { $status ->
    [finished] tutte le partite sono state giocate.
   *[cancelled] è stata annullata.
}
error-league-bad-start = «{ $text }» non è un’ora a cui la lega possa iniziare. Scrivi una data e un’ora nel tuo fuso orario, ad es. `2026-12-24 18:00`, o solo una data, ad es. `2026-12-24` (allora inizia a mezzanotte).
