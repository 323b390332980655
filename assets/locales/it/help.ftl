# Il regolamento in breve e come scrivere le mosse: un solo testo per l’aiuto
# su Discord e `rules` nel terminale. Marcatura di Discord (**grassetto**, •);
# il terminale toglie gli asterischi. Una riga non può iniziare con *: il
# grassetto a inizio riga si scrive { "**" }. Comandi tramite commands.ftl.

help-title = PÜNCT — come si gioca

help-rules =
    PÜNCT è il gioco di collegamento di Kris Burm del progetto GIPF. Ogni giocatore ha 18 pezzi di tre punti; un punto di ogni pezzo è il suo **PÜNCT** (quello grande).

    { "**" }Scopo:** collega due lati opposti del tavoliere esagonale con caselle che vedi dall’alto (il tuo colore sopra). I livelli non contano, conta solo ciò che si vede.

    { "**" }Al tuo turno** fai una sola cosa:
    • **Metti** un pezzo dalla tua riserva su tre caselle vuote, mai nell’esagono centrale (le 19 caselle attorno a I9; nel gioco base ne resta fuori solo il primo pezzo del Bianco).
    • **Muovi** un pezzo con tutti i punti scoperti: il suo PÜNCT percorre quanta strada vuoi lungo una delle sei linee rette, e il pezzo può ruotare attorno al suo PÜNCT. Atterra piatto su tre caselle vuote, **salta** sopra tre punti della stessa altezza, o fa da **ponte** su un vuoto con i due estremi alla stessa altezza. Saltando o facendo un ponte, il PÜNCT deve posarsi su uno dei tuoi punti.

    { "**" }I pezzi** (le immagini ne mostrano la forma; il terminale e i suggerimenti di mossa li indicano con la lettera): **T** triangolo (6 ciascuno), **C** linea retta con il PÜNCT al centro (2), **E** linea retta con il PÜNCT a un’estremità (4), **M** angolo con il PÜNCT nel vertice (2), **L** e **R** angoli con il PÜNCT a un’estremità, piegati a sinistra o a destra (2 ciascuno). I pezzi ruotano ma non cambiano mai forma.

    { "**" }La fine:** vince chi collega per primo (se una mossa collega entrambi i giocatori, vince chi l’ha fatta). La partita finisce anche quando un giocatore mette l’ultimo pezzo della sua riserva e nessuno ha un collegamento: nel gioco standard entrambi contano le caselle dell’esagono centrale che vedono dall’alto, e vince chi ne ha di più, a parità è patta; il gioco base finisce allora in patta.

    Le mosse si contano una per turno di gioco, da 1: quelle del Bianco sono dispari, quelle del Nero pari.

help-reading-the-terminal-board = Come leggere il tavoliere: ogni riga è una fila, numerata ai due estremi (fila 17 in alto). Le colonne scendono verso destra; la lettera di ogni colonna sta subito oltre i suoi due estremi, lungo i bordi. Una casella mostra il suo punto più alto: W o B per il PÜNCT di un pezzo (del Bianco o del Nero), w o b per i suoi altri due punti, poi la lettera del pezzo (la stessa sui tre punti) e l’altezza della pila; due punti vicini dello stesso pezzo sono uniti da -. Una casella vuota è ., una casella vuota dell’esagono centrale +. Sotto il tavoliere: il numero della mossa, chi gioca, le caselle dell’esagono centrale che ciascuno vede dall’alto e i pezzi ancora in riserva, per lettera.
help-reading-the-terminal-sides = I sei lati sono disegnati accanto alle caselle del bordo con tratti lungo il lato (\, /, _ e ‾ su questo tavoliere; |, \ e / con --board large): due lati disegnati uguali sono opposti, una coppia da collegare. Questo tavoliere è l'immagine ruotata di un dodicesimo di giro a sinistra; --board large lo mostra nello stesso verso delle immagini. Se giochi il Nero contro il computer, entrambi sono girati come le tue immagini, la fila 1 in alto. Una casella segnata da una lezione sta tra parentesi: (.), (wT1).

help-notation-title = Scrivere le mosse
help-notation =
    Una casella è una colonna A–Q e una fila 1–17: `I9` è il centro.
    • Mettere un pezzo: le sue tre caselle, prima il PÜNCT — `C5-C6-D6`
    • Muovere un pezzo: la casella del suo PÜNCT, `>`, dove atterra — `F5>H7-H8-I8`
    • Ruotare un pezzo sul posto: `F5>F5-G5-H5`
    Maiuscole o minuscole vanno bene, e al posto di `-` anche spazi o virgole: `f5 > h7 h8 i8`. Inizia a scrivere in `/punct { punct-move }` e il bot suggerisce le mosse permesse.

help-commands-title = Comandi
help-commands =
    `/punct { punct-challenge } [{ punct-challenge.opponent }:@qualcuno]` — inizia una partita: senza avversario chiunque qui può accettare; scegli il bot per giocare contro il computer
    `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8` — fai la tua mossa
    `/punct { punct-move }` senza mossa, o **{ picker-button-move }** sotto un tavoliere — scegli la mossa sul tavoliere, guarda il tavoliere dopo, poi giocala
    `/punct { punct-board }` — mostra il tavoliere di una partita
    `/punct { punct-games }` — le tue partite, prima quelle in cui tocca a te
    `/punct { punct-resign }` · `/punct { punct-draw }` · `/punct { punct-takeback }` — abbandona, proponi la patta, chiedi di annullare
    `/punct { punct-claim }` — vinci una partita in cui all’avversario è finito il tempo
    `/punct { punct-analyse }` · `/punct { punct-plan }` — provare mosse in privato; risposte pianificate
    `/punct { punct-away }` · `/punct { punct-back }` — ferma i tuoi orologi mentre sei via, poi falli ripartire
    Una partita si gioca nel canale in cui è iniziata. In un messaggio privato con me puoi giocare contro il computer, elencare le tue partite e vederne i tavolieri.

help-more-title = Rivedere e imparare
help-more =
    `/punct { punct-history }` — le mosse, ogni posizione precedente, il formulario della partita e un replay
    `/punct { punct-leaderboard }` — i giocatori con la valutazione migliore (contano le partite tra due persone)
    `/punct { punct-league } { punct-league-standings }` — le leghe del server
    `/punct { punct-review }` — i momenti decisivi di una partita finita, con immagini
    `/punct { punct-puzzle }` — un problema solo per te
    `/punct { punct-learn }` — le lezioni, una regola alla volta (le vedi solo tu)
    `/punct { punct-settings }` — le tue impostazioni: un messaggio diretto quando tocca a te, il tuo fuso orario, vedere prima le mosse scritte
    `/punct { punct-help }` — questa pagina

    { "**" }Fair play:** in una partita tra due persone non giudico nessuna mossa: `/punct { punct-move }` suggerisce le mosse permesse nell’ordine del tavoliere e non dice nulla della loro forza. I suggerimenti di un problema non indicano mai la risposta. L’aiuto — prima le mosse vincenti, in cima quelle utili — è per le partite contro il computer e per le lezioni; `/punct { punct-review }` giudica una partita solo quando è finita.
