# Le risposte del bot su Discord. I giocatori compaiono come <@id>, i canali come <#id>,
# gli orari come <t:…:R> (Discord li mostra come nomi e «tra 2 giorni»). I comandi
# passano da commands.ftl ({ punct-board }): ognuno legge i nomi che mostra il suo Discord.

-cmd-games = `/punct { punct-games }`

## Parole brevi

colour-name = { $colour ->
    [white] Bianco
   *[black] Nero
  }
computer-seat = il computer ({ level-name })
level-name = { $level ->
    [easy] facile
    [hard] difficile
    [expert] esperto
   *[medium] medio
  }
variant-title = { $variant ->
    [basic] base
   *[standard] standard
  }
time-control = { $days ->
    [none] senza limite di tempo
    [one] 1 giorno per mossa
    [bank3] banca: 3 giorni, +1 giorno a mossa
    [bank7] banca: 7 giorni, +1 giorno a mossa
    [bank10] banca: 10 giorni, +36 h a mossa
   *[other] { $days } giorni per mossa
  }

## Quale partita

no-game-here = Non hai partite in corso in questo canale. Iniziane una con `/punct { punct-challenge } { punct-challenge.opponent }:@qualcuno` (scegli il bot come avversario per giocare contro il computer), o indica una partita: `/punct { punct-board } { punct-board.game }:3`.
no-game-to-show = In questo canale non c’è nessuna partita in corso. Indicane una, ad es. `/punct { punct-board } { punct-board.game }:3`; { -cmd-games } elenca le tue.
no-finished-game-here = In questo canale non è ancora finita nessuna partita, quindi non c’è niente da analizzare. Indicane una, ad es. `/punct { punct-review } { punct-review.game }:3`; { -cmd-games } elenca le tue partite recenti.
which-game = Qui hai { $count } partite: { $list }. Indica quale con l’opzione della partita, ad es. `/punct { $command ->
    [move] { punct-move } { punct-move.text }:F5>H7-H8-I8
    [resign] { punct-resign }
    [claim] { punct-claim }
    [analyse] { punct-analyse }
    [plan] { punct-plan }
   *[board] { punct-board }
  } { punct-board.game }:{ $example }`.
which-game-item = { $game } ({ $white } contro { $black })
not-a-game-number = «{ $text }» non è un numero di partita. Usa il numero che mostra { -cmd-games }, ad es. `{ punct-board.game }:3`.

## Chi sfidare, e dove

challenge-days-or-clock = Scegli o i giorni per mossa (`{ punct-challenge.days }`) o una banca di tempo (`{ punct-challenge.clock }`), non entrambi: ad es. `/punct { punct-challenge } { punct-challenge.clock }:banca: 10 giorni, +36 h a mossa` dà 10 giorni a ogni giocatore, e ogni mossa aggiunge 36 ore.

cannot-challenge-bot = I bot non sanno giocare a PÜNCT, tranne me: sfidami (scegli il mio nome come avversario) per giocare contro il computer.
challenge-people-in-a-server = Sfida le persone in un canale del server che possono vedere, o in un messaggio diretto o di gruppo con loro, dopo avermi aggiunto alle tue app (il mio profilo → **Aggiungi app**): nessun altro vede questa conversazione. Qui puoi giocare contro di me: `/punct { punct-challenge }` con il mio nome come avversario, oppure leggi `/punct { punct-help }`.
cannot-challenge-yourself = Non puoi sfidare te stesso. Scegli qualcun altro, ad es. `/punct { punct-challenge } { punct-challenge.opponent }:@amico`, ometti `{ punct-challenge.opponent }` perché chiunque qui possa accettare, o scegli me per giocare contro il computer.
not-a-member = <@{ $user }> non è membro di questo server, quindi non potrebbe mai vedere né accettare la tua sfida. Sfida qualcuno che è qui, ad es. `/punct { punct-challenge } { punct-challenge.opponent }:@amico`.
cannot-see-channel = <@{ $user }> non vede questo canale, quindi non potrebbe mai accettare la tua sfida. Sfidalo in un canale che vedete entrambi, o chiedi a un moderatore di farlo entrare.
play-in-the-games-channel = La partita { $game } si gioca in <#{ $channel }>: fai lì le tue mosse e proposte, dove le vede il tuo avversario.
play-in-the-games-channel-board = La partita { $game } si gioca in <#{ $channel }>: fai lì le tue mosse e proposte, dove le vede il tuo avversario. Il suo ultimo tavoliere: { $link }
not-your-game-to-show = La partita { $game } si gioca in un altro server: da qui possono guardarla solo i suoi due giocatori. { -cmd-games } elenca le tue.

## Un tavoliere

board-status-over = La partita { $game } è finita: { $result }.
board-status = Partita { $game }: deve muovere { $seat } ({ colour-name }).
board-status-clock = Partita { $game }: deve muovere { $seat } ({ colour-name }); scadenza: { $deadline }.
game-title = Partita { $game } — { $white } (Bianco) contro { $black } (Nero)
game-footer = Gioco { variant-title } · { time-control } · dopo la mossa { $ply }

## Quando qualcosa è andato storto, o è valso anche se la risposta non è arrivata

internal-failure = Scusa, qualcosa è andato storto da parte mia e non sono riuscito a finire. Le tue partite sono al sicuro: non si è perso nulla. Riprova tra un momento.
-board-follows = Non sono riuscito a mostrare il tavoliere qui per ora; seguirà nel canale della partita entro pochi minuti
done-moved = La tua mossa nella partita { $game } è stata giocata. { -board-follows }, e il tuo avversario verrà menzionato lì.
done-ended = La partita { $game } è finita e il risultato è registrato. { -board-follows }.
done-took-back = La mossa nella partita { $game } è stata annullata. { -board-follows }.
done-started = La partita { $game } è iniziata. { -board-follows }.
done-offered-draw = La tua proposta di patta nella partita { $game } è valida, ma non sono riuscito a pubblicarla per ora. Il tuo avversario può comunque accettarla con `/punct { punct-draw }`.
done-asked-takeback = La tua richiesta di annullare la mossa nella partita { $game } è registrata, ma non sono riuscito a mostrarla al tuo avversario per ora. Decade con la mossa successiva; dopo potrai chiedere di nuovo.
done-answered-challenge = La tua risposta alla sfida { $challenge } è registrata; non sono riuscito ad aggiornarne il messaggio per ora.
done-answered-offer = La tua risposta nella partita { $game } è registrata; non sono riuscito ad aggiornare il messaggio della proposta per ora.
done-challenged-withdrawn = Non sono riuscito a pubblicare la tua sfida { $challenge } per ora, quindi l’ho ritirata. Riprova tra un momento.
done-challenged-standing = La tua sfida { $challenge } è registrata, ma non sono riuscito a pubblicarla per ora; scade se nessuno risponde.
done-league = Fatto per la lega { $league }, ma non sono riuscito a mostrare qui la risposta per ora.

## Opzioni che il bot non è riuscito a leggere

bad-argument = Non sono riuscito a leggere «{ $input }» per /{ $command }.
bad-argument-example = Non sono riuscito a leggere «{ $input }» per /{ $command }. Per esempio: `{ $example }`
stale-button = Questo pulsante viene da una versione precedente del bot e non funziona più. Usa { -cmd-games } per trovare le tue partite, o `/punct { punct-help }`.
command-example = { $command ->
    [challenge] /punct { punct-challenge } { punct-challenge.opponent }:@Alice { punct-challenge.days }:3
    [move] /punct { punct-move } { punct-move.text }:F5>H7-H8-I8
    [board] /punct { punct-board } { punct-board.game }:12
   *[history] /punct { punct-history } { punct-history.game }:12 { punct-history.move }:10
  }

## L’orologio di una partita, sotto l’immagine

board-clock-turn = Scadenza per { $seat }: { $deadline } ({ $relative }).
board-clock-bank = Banca di { $seat }: { $left }.
board-away = { $seat } è assente, rientro previsto: { $until }. Il suo orologio è fermo.
duration = { $days ->
    [0] { $hours ->
        [one] 1 ora
       *[other] { $hours } ore
      }
   *[other] { $days ->
        [one] 1 giorno
       *[other] { $days } giorni
      }{ $hours ->
        [0] {""}
        [one] , 1 ora
       *[other] , { $hours } ore
      }
  }

## /punct away e /punct back

away-set = I tuoi orologi restano fermi fino al tuo rientro ({ $until }): { $games ->
    [0] ora nessuna partita aspetta la tua mossa; ogni partita in cui nel frattempo toccherà a te aspetterà fino ad allora.
    [one] la partita che aspetta la tua mossa resterà in attesa fino ad allora, e così ogni partita in cui nel frattempo toccherà a te.
   *[other] le { $games } partite che aspettano la tua mossa resteranno in attesa fino ad allora, e così ogni partita in cui nel frattempo toccherà a te.
  } I tuoi avversari possono comunque muovere. { away-days-left } Per rientrare prima: `/punct { punct-back }`.
away-days-left = Giorni di assenza rimasti quest’anno: { $left } su { $allowance }.
away-back = Bentornato! { $games ->
    [0] Nessuno dei tuoi orologi era fermo.
    [one] L’orologio di 1 partita è ripartito.
   *[other] Gli orologi di { $games } partite sono ripartiti.
  }{ $returned ->
    [0] {""}
    [one] {" "}Ti è stato restituito 1 giorno di assenza non usato.
   *[other] {" "}Ti sono stati restituiti { $returned } giorni di assenza non usati.
  } { away-days-left }
away-status-away = Sei assente, rientro previsto: { $until }. I tuoi orologi sono fermi. { away-days-left } Per rientrare prima: `/punct { punct-back }`.
away-status-here = Non sei assente. { away-days-left } `/punct { punct-away } { punct-away.days }:7` ferma i tuoi orologi per una settimana.

## Notifiche del turno per messaggio diretto

turn-notice = Tocca a te nella partita { $game } contro { $opponent } (mossa { $move_number }){ $deadline ->
    [none] {""}
   *[other] , il tuo tempo scade { $deadline }
  }: { $link }
turn-notice-opponent-unknown = il tuo avversario
digest-title = { $count ->
    [one] **1 partita aspetta la tua mossa:**
   *[other] **{ $count } partite aspettano la tua mossa:**
  }
digest-line = • Partita { $game } contro { $opponent }{ $deadline ->
    [none] {""}
   *[other] , il tempo scade { $deadline }
  }: { $link }
dms-closed = Non sono riuscito a mandarti un messaggio diretto: i tuoi messaggi diretti sono chiusi per me, quindi ho disattivato le tue notifiche del turno. Per riceverle di nuovo, consenti i messaggi diretti dai membri di un server che abbiamo in comune (menu del server → Impostazioni privacy), poi usa `/punct { punct-settings } { punct-settings.notify }:`.
quiet-none = nessuna

## /punct settings

settings-shown = **Le tue impostazioni** (valgono in ogni server e messaggio diretto):
    • Anteprima delle mosse scritte: **{ $preview ->
        [on] attivata**: una mossa scritta con `/punct { punct-move }` viene mostrata prima, con i pulsanti per giocarla o annullarla.
       *[off] disattivata**: una mossa scritta con `/punct { punct-move }` viene giocata subito.
    }
    Per cambiarla: `/punct { punct-settings } { punct-settings.preview }:`. Ometti la mossa in `/punct { punct-move }`, o premi **{ picker-button-move }** sotto un tavoliere, per scegliere una mossa sul tavoliere.
    • Fuso orario: **{ $zone }** (`/punct { punct-settings } { punct-settings.timezone }:`): ne dipendono i giorni di `/punct { punct-away } { punct-away.until }:` e l’anno solare dei giorni di assenza.
    • Protezione dal tempo scaduto: **{ $protection ->
        [on] attivata**: se il tuo tempo per una mossa scade e ti restano giorni di assenza, ne viene usato uno invece di perdere la partita.
       *[off] disattivata**: se il tuo tempo per una mossa scade, il tuo avversario può reclamare la vittoria.
    } Per cambiarla: `/punct { punct-settings } { punct-settings.protection }:`.
    • Notifiche del turno per messaggio diretto: **{ $notify ->
        [turn] a ogni turno**: un messaggio diretto quando una partita aspetta la tua mossa, pochi minuti dopo.
        [digest] riepilogo giornaliero** alle ore { $digest_hour }:00 nel tuo fuso orario, con le partite che aspettano la tua mossa (nessuno nei giorni senza niente da fare).
       *[off] disattivate**.
    } Per cambiarle: `/punct { punct-settings } { punct-settings.notify }:`. Ore di silenzio: **{ $quiet }** (`/punct { punct-settings } { punct-settings.quiet }:22-7`): nessun messaggio diretto in quelle ore; ciò che arriva aspetta.
    • Assenza: { $until ->
        [none] no. { away-days-left }
       *[other] sì, rientro previsto: { $until }. { away-days-left }
    } Si imposta con `/punct { punct-away }` e `/punct { punct-back }`.
settings-changed = Salvato.
