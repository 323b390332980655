# Le lezioni (messages/lessons.rs): una per regola, nell’ordine del regolamento.
# Ogni lezione ha un titolo, da due a quattro frasi, un compito a cui si risponde con una mossa,
# e la regola ricordata dopo una risposta consentita ma sbagliata. Giochi con il Bianco.

lesson-heading = Lezione { $number } di { $total }: { $title }

lesson-aim-title = Lo scopo e le tre direzioni
lesson-aim-text = PÜNCT si gioca su un tavoliere esagonale di 211 caselle. Vinci collegando due lati opposti del tavoliere con una catena di caselle vicine in cui vedi dall’alto il tuo colore. Un esagono ha tre coppie di lati opposti, quindi ci sono tre direzioni in cui collegare; i lati segnati, le colonne A e Q, sono una coppia.
lesson-aim-task = Aggiungi un pezzo a tua scelta che copra A5, sul lato della colonna A.
lesson-aim-rule = La lezione chiede un pezzo su A5: un collegamento parte da un lato del tavoliere.

lesson-pieces-title = I pezzi e il PÜNCT
lesson-pieces-text = Ogni giocatore ha 18 pezzi di tre punti: 6 diritti, 6 ad angolo e 6 triangolari. Un punto di ogni pezzo è il suo PÜNCT, il punto grande; gli altri due sono i punti minori. Le lettere dicono dov’è il PÜNCT: T triangolo; C diritto con il PÜNCT al centro, E con il PÜNCT a un’estremità; M ad angolo con il PÜNCT nell’angolo, L e R con il PÜNCT a un’estremità, piegati a sinistra o a destra.
lesson-pieces-task = Aggiungi un pezzo ad angolo sulle caselle segnate C4, D4, E5 con il PÜNCT nell’angolo, su D4 (un pezzo M: D4-C4-E5).
lesson-pieces-rule = La lezione chiede il PÜNCT nell’angolo, su D4: il tipo di un pezzo dipende dalle sue caselle e da dove sta il suo PÜNCT.

lesson-placing-title = Aggiungere un pezzo
lesson-placing-text = Al tuo turno aggiungi un nuovo pezzo dalla tua riserva oppure muovi un pezzo già sul tavoliere. Un nuovo pezzo va su tre caselle vuote, direttamente sul tavoliere, mai sopra qualcosa. Nel gioco standard un nuovo pezzo non può mai toccare l’esagono centrale, le { $marked } caselle segnate intorno a I9 (nel gioco base ne resta fuori solo il primissimo pezzo del Bianco).
lesson-placing-task = Aggiungi un pezzo che copra F6, proprio accanto all’esagono centrale, senza toccarlo.
lesson-placing-rule = La lezione chiede un nuovo pezzo su F6, su tre caselle vuote fuori dall’esagono centrale.

lesson-moving-title = Muovere e ruotare
lesson-moving-text = Per muovere un pezzo segui il suo PÜNCT: va in linea retta, lungo una delle sei direzioni delle caselle, fin dove vuoi e sopra qualsiasi cosa. Poi puoi ruotare il pezzo intorno al suo PÜNCT prima di posarlo. Un pezzo conserva la sua forma, e tutti e tre i punti devono restare sul tavoliere.
lesson-moving-task = Muovi il tuo pezzo in C5 lungo la fila 5 in modo che stia su E5, F5 e G5, alla fine del percorso segnato.
lesson-moving-rule = La lezione chiede di muovere il pezzo in C5 su E5, F5 e G5, con il suo PÜNCT diritto lungo la fila 5.

lesson-jumping-title = Saltare sui tuoi pezzi
lesson-jumping-text = Un pezzo mosso può anche saltare sopra altri pezzi. Le tre caselle sotto devono essere allo stesso livello, e il suo PÜNCT deve arrivare su uno dei tuoi punti; i punti minori possono poggiare su punti di entrambi i colori. Non puoi mai posare un PÜNCT su un punto dell’avversario.
lesson-jumping-task = Fai saltare il pezzo in E5 sul tuo pezzo in C5, C6 e C7.
lesson-jumping-rule = La lezione chiede di saltare con il pezzo in E5 sui tuoi punti in C5, C6 e C7: tre punti allo stesso livello, il PÜNCT sul tuo.

lesson-bridges-title = I ponti
lesson-bridges-text = Un pezzo diritto o ad angolo può fare da ponte sopra un vuoto: le sue due estremità poggiano su punti allo stesso livello e il punto centrale resta sospeso sopra una casella più bassa. Come nel salto, il PÜNCT deve arrivare su uno dei tuoi punti. Un triangolo non ha estremità, quindi non può mai fare da ponte: poggia sempre su tre caselle allo stesso livello.
lesson-bridges-task = Fai un ponte sopra D5 con il tuo pezzo in B5: le estremità su C5 ed E5, il centro sopra D5.
lesson-bridges-rule = La lezione chiede un ponte sopra D5 fatto con il pezzo in B5, con le estremità sui tuoi punti in C5 ed E5.

lesson-covered-title = I pezzi coperti
lesson-covered-text = Il Nero è saltato sul tuo pezzo in C5: un pezzo con anche un solo punto coperto non può essere mosso né ruotato finché non viene liberato. Inoltre i punti coperti non contano per un collegamento: conta solo ciò che vedi dall’alto. Puoi coprire l’avversario allo stesso modo, anche solo con i punti minori del tuo pezzo.
lesson-covered-task = Copri i punti del Nero in C9 e C10: fai saltare il tuo pezzo in F11 in modo che il suo PÜNCT arrivi sul tuo punto in C11.
lesson-covered-rule = La lezione chiede di saltare con il pezzo in F11 su C9, C10 e C11, con il PÜNCT sul tuo punto in C11.

lesson-connection-title = Vincere con un collegamento
lesson-connection-text = La tua catena va da H1, sul lato della fila 1, fino a O14; il lato opposto, la riga 17, è a tre caselle. Il primo che collega due lati opposti vince. Se una mossa collega entrambi i giocatori (muovere un pezzo può scoprire la catena dell’avversario), vince chi ha mosso; se scopre solo la catena dell’avversario, vince l’avversario.
lesson-connection-task = Collega la tua catena al lato della fila 17 e vinci: le caselle segnate O15, O16 e O17 sono un modo.
lesson-connection-rule = La lezione chiede una mossa che colleghi la tua catena dalla fila 1 alla fila 17 e vinca subito.

lesson-end-title = Quando una riserva finisce
lesson-end-text = La partita finisce anche quando un giocatore aggiunge il suo ultimo pezzo e nessuno è collegato. Nel gioco base è allora patta. Nel gioco standard ognuno conta le caselle dell’esagono centrale in cui vede dall’alto il proprio colore: vince chi ne ha di più, a parità è patta. Prima hai mosso un pezzo al centro; il Nero no.
lesson-end-task = Aggiungi il tuo ultimo pezzo dove vuoi, chiudi la partita e vinci il conteggio del centro.
lesson-end-rule = La lezione chiede di aggiungere l’ultimo pezzo della tua riserva, che chiude la partita con il conteggio del centro.

lesson-play-title = La tua prima partita
lesson-play-text = Queste sono tutte le regole di PÜNCT. Il modo migliore per imparare il resto è giocare: il computer al livello facile è un primo avversario paziente.
lesson-play-task = Inizia una partita contro il computer al livello facile.

## Verdetti su una risposta

lesson-landing = { $landing ->
    [place] un pezzo aggiunto
    [flat] una mossa su caselle vuote
    [jump] un salto
    [bridge] un ponte
   *[pass] un turno passato
  }
lesson-right = Giusto, è { lesson-landing }! Avanti con la prossima lezione.
lesson-not-the-task = Questa mossa è consentita ({ lesson-landing }), ma non è il compito di questa lezione. { $rule } Riprova.
lesson-illegal = { $mv } non è consentita: { $reason } Riprova.
lesson-reason = { $reason ->
    [game-over] la partita è già finita.
    [pass] puoi passare solo se non hai nessuna mossa consentita.
    [none-left] non hai più pezzi { $kind } nella tua riserva.
    [occupied] { $cell } non è vuota, e un nuovo pezzo va su tre caselle vuote.
    [centre] { $cell } è nell’esagono centrale, e nel gioco standard nessun nuovo pezzo può toccarlo.
    [centre-basic] { $cell } è nell’esagono centrale, e il primo pezzo del Bianco non può toccarlo.
    [no-piece] non c’è nessun pezzo in { $cell }.
    [not-yours] il pezzo in cima in { $cell } non è tuo.
    [minor] il punto in cima in { $cell } è un punto minore; un pezzo si muove con il suo PÜNCT, qui { $other }.
    [covered] il pezzo in { $cell } è coperto in { $other }, e un pezzo coperto non può muoversi.
    [wrong-kind] il pezzo in { $cell } è un pezzo { $kind }, e un pezzo conserva la sua forma quando si muove.
    [not-in-line] { $other } non è in linea retta da { $cell }, e un PÜNCT si muove solo in linea retta.
    [no-move] il pezzo finirebbe esattamente dov’è.
    [uneven] le tre caselle non sono allo stesso livello e non formano un ponte.
    [triangle] un triangolo non può fare da ponte; tutte e tre le sue caselle devono essere allo stesso livello.
   *[not-own] saltando o facendo un ponte, il PÜNCT deve arrivare su uno dei tuoi punti, e { $cell } non è tuo.
  }
lesson-unreadable = «{ $text }» non è una mossa. Aggiungi un pezzo con le sue tre caselle, prima il PÜNCT: C5-C6-D6; muovine uno con la casella del suo PÜNCT, > e la destinazione: F5>H7-H8-I8.

## Il terminale (punct learn)

lesson-terminal-help = Scrivi la tua mossa (Tab la completa), oppure: next (avanti), back (indietro), quit (esci).
lesson-terminal-play = Scrivi play per iniziare la partita, back per tornare indietro, o quit.
lesson-marked = Caselle segnate: { $cells }
lesson-prompt = La tua mossa:{" "}
lesson-press-enter = Premi Invio per la lezione successiva.
lesson-goodbye = A presto. Scrivi punct learn --lesson { $number } per tornare a questa lezione, o punct play --ai easy per giocare.
lesson-picture-written = L’immagine è in { $path }.
