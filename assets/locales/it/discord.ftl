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
   *[medium] medio
  }
variant-title = { $variant ->
    [basic] base
   *[standard] standard
  }
time-control = { $days ->
    [none] senza limite di tempo
    [one] 1 giorno per mossa
   *[other] { $days } giorni per mossa
  }

## Quale partita

no-game-here = Non hai partite in corso in questo canale. Iniziane una con `/punct { punct-challenge } { punct-challenge.opponent }:@qualcuno` (scegli il bot come avversario per giocare col computer), o indica una partita: `/punct { punct-board } { punct-board.game }:3`.
no-game-to-show = In questo canale non c’è nessuna partita in corso. Indicane una, ad es. `/punct { punct-board } { punct-board.game }:3`; { -cmd-games } elenca le tue.
which-game = Qui hai { $count } partite: { $list }. Indica quale con l’opzione della partita, ad es. `/punct { $command ->
    [move] { punct-move } { punct-move.text }:F5>H7-H8-I8
    [resign] { punct-resign }
    [claim] { punct-claim }
   *[board] { punct-board }
  } { punct-board.game }:{ $example }`.
which-game-item = { $game } ({ $white } contro { $black })
not-a-game-number = «{ $text }» non è un numero di partita. Usa il numero che mostra { -cmd-games }, ad es. `{ punct-board.game }:3`.

## Chi sfidare, e dove

cannot-challenge-bot = I bot non sanno giocare a PÜNCT, tranne me: sfidami (scegli il mio nome come avversario) per giocare col computer.
challenge-people-in-a-server = Sfida le persone in un canale del server che possono vedere: nessun altro vede questa conversazione. Qui puoi giocare contro di me: `/punct { punct-challenge }` con il mio nome come avversario, oppure leggi `/punct { punct-help }`.
cannot-challenge-yourself = Non puoi sfidare te stesso. Scegli qualcun altro, ad es. `/punct { punct-challenge } { punct-challenge.opponent }:@amico`, ometti `{ punct-challenge.opponent }` perché chiunque qui possa accettare, o scegli me per giocare col computer.
not-a-member = <@{ $user }> non è membro di questo server, quindi non potrebbe mai vedere né accettare la tua sfida. Sfida qualcuno che è qui, ad es. `/punct { punct-challenge } { punct-challenge.opponent }:@amico`.
cannot-see-channel = <@{ $user }> non vede questo canale, quindi non potrebbe mai accettare la tua sfida. Sfidalo in un canale che vedete entrambi, o chiedi a un moderatore di farlo entrare.
play-in-the-games-channel = La partita { $game } si gioca in <#{ $channel }>: fai lì le tue mosse e proposte, dove le vede il tuo avversario.
play-in-the-games-channel-board = La partita { $game } si gioca in <#{ $channel }>: fai lì le tue mosse e proposte, dove le vede il tuo avversario. Il suo ultimo tavoliere: { $link }
not-your-game-to-show = La partita { $game } si gioca in un altro server: da qui possono guardarla solo i suoi due giocatori. { -cmd-games } elenca le tue.

## Un tavoliere

board-status-over = La partita { $game } è finita: { $result }.
board-status = Partita { $game }: tocca a { $seat } ({ colour-name }).
board-status-clock = Partita { $game }: tocca a { $seat } ({ colour-name }), il tempo scade { $deadline }.
game-title = Partita { $game } — { $white } (Bianco) contro { $black } (Nero)
game-footer = Gioco { variant-title } · { time-control } · dopo la mossa { $ply }
