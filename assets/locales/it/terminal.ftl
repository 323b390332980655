# punct play, la partita nel terminale, e le spiegazioni delle mosse non
# permesse (anche Discord le mostra). I comandi da digitare (help, rules,
# moves, hint, undo, back, forward, board, record, png, quit) e la notazione
# delle mosse sono uguali in tutte le lingue. Righe di 80 colonne al massimo.
# Il titolo del formulario finisce con «:» (chi lo rilegge lo salta).

terminal-variant = { $variant ->
    [basic] gioco base
   *[standard] gioco standard
  }
terminal-welcome-computer = PÜNCT, { terminal-variant }. Giochi con il { $colour ->
    [white] Bianco
   *[black] Nero
  } contro il computer ({ level-name }).
terminal-welcome-people = PÜNCT, { terminal-variant }. Due giocatori alla stessa tastiera giocano a turno.
terminal-welcome-goal = Collega due lati opposti. Scrivi una mossa (C5-C6-D6, F5>H7-H8-I8), rules o help.
terminal-help =
    Comandi (Tab elenca le mosse adatte a ciò che scrivi; le frecce modificano):
      C5-C6-D6       metti un pezzo dalla riserva: tre caselle vuote, prima il PÜNCT
      F5>H7-H8-I8    muovi il pezzo con il PÜNCT in F5 (ruotarlo: F5>F5-G5-H5)
      pass           solo quando non hai nessuna mossa permessa
      moves          quante mosse hai; moves F5: le mosse di quel pezzo
      preview MOSSA  il tavoliere dopo MOSSA, senza giocarla
      hint           il consiglio del computer (solo contro di lui)
      undo           annulla l’ultima mossa (contro il computer: la tua e la sua)
      back, forward  scorri la partita (back 5: cinque mosse alla volta)
      board          mostra di nuovo la posizione attuale
      record         il formulario (punct play --record FILE lo rilegge)
      png FILE       scrivi un’immagine del tavoliere in FILE: png tavoliere.png
      rules          il regolamento in breve, e come leggere il tavoliere
      analyse        il tuo tavoliere di analisi: prova mosse di entrambi i colori
      quit           smetti e stampa il formulario (anche Ctrl-C e Ctrl-D)

## Sotto il tavoliere

terminal-status = Mossa { $number }: tocca al { $colour ->
    [white] Bianco
   *[black] Nero
  }{ $you ->
    [yes] {" "}(tu)
   *[no] {""}
  }. Esagono centrale visto: Bianco { $white }, Nero { $black } su 19.
terminal-in-hand = In riserva: { $white }; { $black }.
terminal-viewing-start = Il tavoliere vuoto, prima della mossa 1 di { $total }. forward avanza, board mostra l’attuale.
terminal-viewing = Dopo la mossa { $shown } di { $total }. back e forward scorrono, board mostra l’attuale.
terminal-no-further = Non ci sono altre posizioni in quella direzione.
terminal-prompt = { $colour ->
    [white] Bianco
   *[black] Nero
  }>
terminal-prompt-after-end = fine>

## Il tavoliere di analisi (analyse)

terminal-analyse-start = Tavoliere di analisi: il tuo tavoliere a partire da questa posizione, dove provi mosse per entrambi i colori. Niente qui cambia la partita, e leave ti ci riporta.
terminal-analyse-prompt = analisi, { $colour ->
    [white] Bianco
   *[black] Nero
  }>
terminal-analyse-status = { $tried ->
    [0] Tavoliere di analisi, alla posizione della partita: leave torna alla partita.
    [one] Tavoliere di analisi, dopo { $shown } di { $tried } mossa provata: leave torna alla partita.
   *[other] Tavoliere di analisi, dopo { $shown } delle { $tried } mosse provate: leave torna alla partita.
  }
terminal-analyse-help =
    Sul tavoliere di analisi (niente qui cambia la partita):
      C5-C6-D6       prova una mossa per il colore a cui tocca (l’uno o l’altro)
      back, forward  scorri le mosse provate (back 3: tre alla volta)
      undo           una mossa indietro, come back
      reset          torna alla posizione della partita, senza le mosse provate
      record         le mosse provate fino alla posizione mostrata
      board, moves, preview MOSSA, png FILE, rules: come nella partita
      leave          torna alla partita com’era (anche quit e Ctrl-D)
terminal-analyse-line = Mosse provate: { $moves }
terminal-analyse-line-empty = Nessuna mossa ancora provata: il tavoliere è alla posizione della partita.
terminal-analyse-no-hint = Niente consigli sul tavoliere di analisi: è per le tue idee. leave torna alla partita.
terminal-analyse-again = Sei già sul tavoliere di analisi: leave torna alla partita.
terminal-analyse-reset = Il tavoliere di analisi è tornato alla posizione della partita.
terminal-analyse-left = Di nuovo nella partita, così com’era.
terminal-analyse-only = reset e leave sono per il tavoliere di analisi: analyse lo apre.

## Mosse giocate

terminal-computer-plays = Il computer ({ level-name }) gioca { $notation }.
terminal-played = Il { $colour ->
    [white] Bianco
   *[black] Nero
  } gioca { $notation }.
terminal-played-in-words = Il { $colour ->
    [white] Bianco
   *[black] Nero
  } gioca { $notation }: { $words }.
terminal-your-answer = La tua risposta { $notation }: { $words }.
terminal-preview = Anteprima di { $notation }, non giocata: { $words }.
terminal-preview-centre = Dopo, esagono centrale visto: Bianco { $white }, Nero { $black } su 19.
terminal-preview-would-end = Giocata, questa mossa finirebbe la partita:
terminal-preview-unchanged = Non è stato giocato nulla: tocca ancora al { colour-name }. Scrivi { $notation } per giocarla.
terminal-preview-needs-move = Indica la mossa dopo preview, p. es. preview C5-C6-D6.
terminal-thinking = Il computer ({ level-name }) sta pensando…
terminal-computer-reply = Gioca { $notation }.
terminal-computer-reply-in-words = Gioca { $notation }: { $words }.
terminal-not-understood = { $error } Scrivi help per i comandi.

## La fine

terminal-game-over-connected = Partita finita. Vince il { $colour ->
    [white] Bianco
   *[black] Nero
  }: ha collegato { $axis ->
    [columns] le colonne A e Q
    [rows] le file 1 e 17
   *[diagonals] i lati J2–P8 e B10–H16
  }.
terminal-game-over-central-majority = Partita finita. Vince il { $colour ->
    [white] Bianco
   *[black] Nero
  }: una riserva è finita senza collegamenti, e il { $colour ->
    [white] Bianco
   *[black] Nero
  } vede dall’alto più caselle dell’esagono centrale ({ $mine } a { $theirs }).
terminal-game-over-central-tie = Partita finita. Patta: una riserva è finita senza collegamenti, ed entrambi vedono { $cells ->
    [one] { $cells } casella
    [many] { $cells } di caselle
   *[other] { $cells } caselle
  } dell’esagono centrale.
terminal-game-over-last-piece = Partita finita. Patta: una riserva è finita senza collegamenti (nel gioco base è patta).
terminal-game-over-no-moves = Partita finita. Patta: nessuno dei due ha una mossa permessa.
terminal-after-the-end = Rivedi la partita con back e forward; anche board, record, png FILE, undo, quit.
terminal-game-is-over = La partita è finita: niente più mosse. Scrivi undo per annullare l’ultima, o quit.
terminal-quit = Partita interrotta prima della fine.
terminal-record-title = Formulario della partita ({ $count ->
    [one] { $count } mossa
    [many] { $count } di mosse
   *[other] { $count } mosse
  }):
# The record's last line, after "# " (the record reader skips it), when the game is not over.
terminal-record-unfinished = Non finita: { $colour ->
    [white] muove il Bianco
   *[black] muove il Nero
  }.
# Against the computer, at the start and in the record: how to play the same game again.
terminal-seed = Il computer gioca con il seme { $seed }: punct play --seed { $seed } con le stesse mosse rigioca questa partita.

## Comandi

terminal-png-needs-file = Indica il file dopo png, p. es. png tavoliere.png.
terminal-png-written = Immagine del tavoliere scritta in { $file } ({ $kb } KB).
terminal-gif-written = Partita ({ $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
  }, un'immagine ciascuna) scritta in { $file } ({ $kb } KB).
terminal-png-not-written = Impossibile scrivere { $file }: { $reason }. Prova un altro nome, p. es. png tavoliere.png.
terminal-png-not-drawn = Impossibile disegnare il tavoliere: { $reason }.
terminal-wrong-extension = { $file } non finisce in .{ $extension }, ma l’immagine è { $format }: chiamala p. es. tavoliere.{ $extension }.
terminal-nothing-to-undo = Non hai ancora nessuna mossa da annullare.
terminal-undone = Annullate: { $moves }.
terminal-no-legal-move = Non hai nessuna mossa permessa: scrivi pass.
terminal-legal-moves = { $count ->
    [one] { $count } mossa permessa
    [many] { $count } di mosse permesse
   *[other] { $count } mosse permesse
  }.
terminal-placements = { $count ->
    [one] { $count } inserimento
    [many] { $count } di inserimenti
   *[other] { $count } inserimenti
  }: un pezzo dalla tua riserva ({ $reserve }) { $variant ->
    [basic] su tre caselle vuote
   *[standard] su tre caselle vuote fuori dall’esagono centrale
  }, p. es. C5-C6-D6.
terminal-no-piece-can-move = Nessuno dei tuoi pezzi può muoversi.
terminal-pieces-that-can-move = Pezzi che possono muoversi (moves e la casella per le loro mosse):
terminal-piece-move-count = { $count ->
    [one] { $count } mossa
    [many] { $count } di mosse
   *[other] { $count } mosse
  }
terminal-piece-moves = { $count ->
    [one] { $count } mossa
    [many] { $count } di mosse
   *[other] { $count } mosse
  } del pezzo in { $cell }:
terminal-no-piece-at = Non c’è nessun pezzo in { $cell }.
terminal-not-your-piece = Il pezzo in cima in { $cell } è del { $colour ->
    [white] Bianco
   *[black] Nero
  }, non tuo.
terminal-piece-cannot-move = Il tuo pezzo in { $cell } ora non può muoversi: parti dal suo PÜNCT, e non deve essere coperto.
terminal-bad-cell = «{ $text }» non è una casella: { $error }.
terminal-perft-warning = perft { $depth } conta ogni sequenza di { $depth ->
    [one] { $depth } mossa
    [many] { $depth } di mosse
   *[other] { $depth } mosse
  } da qui ({ $now ->
    [one] { $now } mossa permessa
    [many] { $now } di mosse permesse
   *[other] { $now } mosse permesse
  } ora), nell’ordine di { $now }^{ $depth } posizioni: può durare minuti o ore. Ctrl-C lo ferma.

## hint

terminal-hint-level = { $stronger ->
    [yes] Consiglio del computer ({ level-name }, più forte del tuo avversario):
   *[no] Consiglio del computer ({ level-name }):
  }
terminal-nothing-to-suggest = Niente da suggerire: la partita è finita.
terminal-suggested = Suggerimento: { $best }.
terminal-also = Da guardare anche: { $others }.
terminal-judgement-wins = vince
terminal-judgement-forced-win = vittoria forzata in { $moves ->
    [one] { $moves } mossa
    [many] { $moves } di mosse
   *[other] { $moves } mosse
  }
terminal-judgement-loses = perde contro il gioco migliore
terminal-judgement-lacking = { $stops ->
    [yes] lo impedisce; poi ti
   *[no] poi ti
  } { $you ->
    [one] manca { $you } casella
    [many] mancano { $you } di caselle
   *[other] mancano { $you } caselle
  } per collegare, { colour-name }: { $them }
terminal-hint-danger = { $connects ->
    [yes] Attenzione: il { colour-name } può collegare alla prossima mossa, per esempio con { $move }.
   *[no] Attenzione: il { colour-name } può vincere alla prossima mossa mettendo il suo ultimo pezzo, con più dell’esagono centrale, per esempio { $move }.
  }
terminal-hint-stops = { $count ->
    [one] Solo { $moves } lo impedisce.
   *[other] { $more ->
        [yes] Tra le mosse che lo impediscono: { $moves }.
       *[no] Mosse che lo impediscono: { $moves }.
    }
  }
terminal-hint-no-stop = Nessuna mossa lo impedisce.
terminal-hint-people = I consigli sono per le partite contro il computer: in una partita tra due persone il computer non giudica nessuna mossa.

## Mosse non permesse (terminale e Discord)

kind-name = { $kind ->
    [T] triangolo
    [C] pezzo diritto, PÜNCT al centro
    [E] pezzo diritto, PÜNCT a un’estremità
    [M] pezzo ad angolo, PÜNCT nell’angolo
    [L] pezzo ad angolo, PÜNCT a un’estremità, piegato a sinistra
   *[R] pezzo ad angolo, PÜNCT a un’estremità, piegato a destra
  }
move-unreadable = Non riesco a leggere «{ $text }» come mossa: { $error }.
move-illegal = { $notation } non è permessa: { $reason }
move-in-record = Mossa { $ply }: { $text }
illegal-game-over = la partita è già finita.
illegal-pass-not-allowed = puoi passare solo quando non hai nessuna mossa permessa.
illegal-none-left = non hai più pezzi { $kind } ({ kind-name }) da mettere. Muovi invece un pezzo già sul tavoliere, p. es. F5>H7-H8-I8.
illegal-cell-occupied = { $cell } non è vuota. I nuovi pezzi vanno su tre caselle vuote del tavoliere.
illegal-central-hexagon = { $cell } è nell’esagono centrale (entro due passi da I9), dove { $variant ->
    [basic] il primo pezzo del Bianco non può andare
   *[standard] nessun nuovo pezzo può mai andare; i pezzi ci arrivano solo muovendosi
  }. Mettilo fuori, p. es. C5-C6-D6.
illegal-no-piece-at = non c’è nessun pezzo in { $from }.
illegal-not-your-piece = il pezzo in cima in { $from } è del tuo avversario.
illegal-not-a-punct = { $from } è un punto minore. Un pezzo si muove con il suo PÜNCT: inizia la mossa da { $punct }, p. es. { $punct }>…
illegal-piece-covered = il pezzo in { $from } è bloccato: qualcosa lo copre in { $covered }.
illegal-wrong-kind = quel pezzo è un { $piece_name } ({ $piece }), ma la destinazione ha la forma: { $destination_name } ({ $destination }). I pezzi ruotano ma non cambiano mai forma.
illegal-not-in-straight-line = { $to } non è in linea retta da { $from }. Il PÜNCT si muove lungo una delle sei linee che passano per la sua casella.
illegal-no-move = il pezzo finirebbe esattamente dov’è. Muovilo o ruotalo.
illegal-uneven-support = il pezzo non starebbe in piano: le sue caselle sono alle altezze { $a }, { $b } e { $c }. Atterra su tre caselle della stessa altezza, o fai un ponte con i due estremi alla stessa altezza.
illegal-triangle-cannot-bridge = un triangolo non può fare da ponte: tutte e tre le caselle devono avere la stessa altezza.
illegal-punct-not-on-own-piece = saltando o facendo un ponte, il PÜNCT deve posarsi su uno dei tuoi punti, e { $cell } non è tuo.

## Errori di punct (dopo «error: »)

terminal-error-io = impossibile scrivere l’output: { $reason }
terminal-error-names = «{ $text }»: --names vuole due nomi separati da una virgola, prima il Bianco, p. es. "Alice,Bob"
terminal-error-highlight = --highlight: { $reason }
terminal-error-read-file = impossibile leggere { $file }: { $reason }
terminal-error-write-file = impossibile scrivere { $file }: { $reason }
terminal-error-language = { $option } { $code }: non è una di { $codes }
