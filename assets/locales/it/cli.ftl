# punct, lo strumento da riga di comando: i suoi errori (dopo «errore: »), l’aiuto
# e gli errori negli argomenti di clap, e le righe degli strumenti per sviluppatori.

## Errori di punct su quanto richiesto

cli-error-size = un’immagine è larga da { $min } a { $max } pixel, non { $size }; p. es. --size 800
cli-error-too-many-plies = una GIF della partita mostra al massimo { $max } mosse, e questa partita ne ha { $plies }
cli-error-no-puzzle = non c’è nessun problema «{ $id }»; punct puzzles export li elenca tutti (il numero è nella prima colonna)
cli-error-no-lesson = --lesson { $text }: questa lezione non esiste. Indica il suo numero, da 1 a { $count }, o il suo nome: { $names }

## Before each of the errors above and clap's

cli-error = errore: { $message }

## punct --help: che cosa fa ogni sottocomando (cli-about-<percorso>) e che cosa
## significa ogni opzione (cli-arg-<percorso>-<opzione>, altrimenti quella comune
## cli-arg-<opzione>); cli-value-<tipo> è il segnaposto del valore. Opzioni,
## valori e comandi restano come si scrivono.

cli-about = PÜNCT offline: esaminare posizioni, contare mosse, giocare.
cli-about-legal = Ogni mossa permessa dopo --moves, in ordine, una per riga.
cli-about-status = A chi tocca, risultato, riserve e conteggio centrale dopo --moves.
cli-about-replay = Ogni mossa di --moves con il numero di mosse permesse prima di essa e come si è posata.
cli-about-perft = Contare le posizioni PROFONDITÀ mosse più avanti (perft); dalla profondità 3 ci vuole molto.
cli-about-random-game = Giocare mosse permesse scelte a caso, dal tavoliere vuoto.
cli-about-render = Disegnare il tavoliere dopo --moves come immagine PNG.
cli-about-replay-gif = Disegnare un’intera partita (--moves) come GIF animata, un fotogramma per mossa.
cli-about-play = Giocare una partita nel terminale, contro il computer (--ai easy|medium|hard|expert) o in due alla stessa tastiera.
cli-about-rules = Le regole in breve, e come leggere il tavoliere nel terminale.
cli-about-arena = Un incontro tra due giocatori computer, colori alternati: vittorie, patte, tempo per mossa.
cli-about-learn = Imparare PÜNCT: una breve lezione per regola, ognuna con una mossa come risposta; `learn export` stampa i compiti.
cli-about-learn-export = Il compito di ogni lezione, uno per riga: LESSON VARIANT MOVES ANSWERS LANDING, separati da tabulazioni.
cli-about-review = I momenti decisivi di una partita (--moves / --record), in frasi; --format tsv: una riga per momento chiave, separati da tabulazioni PLY PLAYED VERDICT BETTER.
cli-about-puzzle = Risolvere problemi: collegare, fermare ogni minaccia o vincere in 2 (--theme, --tier, --daily, --id).
cli-about-puzzles = Problemi: creare il file dei dati da partite del computer, o esportarlo per controllarlo.
cli-about-puzzles-generate = Giocare partite del computer, tenere le posizioni che danno problemi (ognuna verificata esattamente), scrivere il file dei dati.
cli-about-puzzles-export = Ogni problema, uno per riga: ID VARIANT MOVES THEME SOLUTIONS, separati da tabulazioni.
cli-about-puzzles-retier = Ricalcolare il livello di ogni problema con la regola attuale (senza ricerca) e riscrivere il file dei dati.
cli-about-help = Mostrare questo aiuto o quello del sottocomando indicato.

cli-arg-lang = La lingua dei messaggi e delle immagini, una tra { $codes } (altrimenti da LC_ALL, LC_MESSAGES o LANG, se no l’inglese).
cli-arg-help = Mostrare l’aiuto.
cli-arg-version = Mostrare la versione.
cli-arg-subcommand = Il sottocomando da spiegare.
cli-arg-variant = basic (gioco base) o standard (gioco standard); la riga [Variant "…"] di una partita registrata prevale.
cli-arg-moves = Mosse dal tavoliere vuoto: un semplice elenco ("B2-B3-C3 N12-N13-O13") o una partita numerata come la scrive punct; dopo quelle di --record.
cli-arg-record = Un file con una partita registrata, come la scrivono punct play, record e Discord; --moves si gioca dopo.
cli-arg-depth = Quante mosse in profondità contare (ogni mossa è il turno di un giocatore).
cli-arg-divide = Stampare il conteggio anche sotto ogni prima mossa.
cli-arg-seed = Seme delle scelte casuali: lo stesso seme dà la stessa partita.
cli-arg-play-seed = Seme delle scelte del computer: lo stesso seme e le stesse mosse danno la stessa partita. Senza, uno nuovo a ogni partita, indicato all'inizio e nel formulario.
cli-arg-random-game-max-plies = Fermarsi dopo questo numero di mosse (una per turno di giocatore) anche se la partita continua.
cli-arg-size = Larghezza dell’immagine in pixel (256–4096; le GIF della partita al massimo 1024).
cli-arg-flip = Mostrare il tavoliere dal lato del Nero, girato di 180°.
cli-arg-names = I nomi dei giocatori, prima il Bianco, separati da una virgola: "Alice,Bob".
cli-arg-output = Il file da scrivere.
cli-arg-highlight = Caselle da segnare, separate da spazi, p. es. "F5 G6".
cli-arg-caption = Una riga che sostituisce il risultato, p. es. "Bob ha abbandonato — vince Alice".
cli-arg-ai = Giocare contro il computer a questo livello: easy, medium, hard o expert. Senza, due persone si dividono la tastiera.
cli-arg-color = Il tuo colore contro il computer: white (Bianco, muove per primo) o black (Nero).
cli-arg-board = Il tavoliere in testo: compact (19 righe, sta in 80×24) o large (33 righe, orientato come le immagini).
cli-arg-a = Primo giocatore: random, greedy, easy, medium, hard, expert, mcts o mcts-strong. Bianco nelle partite dispari.
cli-arg-b = Secondo giocatore, le stesse scelte. Bianco nelle partite pari.
cli-arg-games = Quante partite.
cli-arg-arena-seed = Seme della prima partita; la partita k usa seme + k - 1. Lo stesso seme dà lo stesso incontro.
cli-arg-arena-max-plies = Una partita ancora in corso dopo questo numero di mosse (una per turno di giocatore) conta come patta.
cli-arg-records = Stampare la registrazione di ogni partita dopo la sua riga di risultato.
cli-arg-jobs = Partite giocate nello stesso momento, ognuna nel suo thread (i risultati escono nell’ordine delle partite e sono gli stessi qualunque sia questo valore).
cli-arg-lesson = La lezione da cui iniziare: il suo numero (da 1 a 10) o il suo nome (aim, pieces, placing, moving, jumping, bridges, covered, connection, end, play).
cli-arg-language = La lingua, una tra { $codes }. Senza, quella di --lang o del terminale (LANG).
cli-arg-picture = Disegnare anche la posizione di ogni lezione, con le caselle segnate, come immagine PNG in FILE.
cli-arg-level = Con quanta cura il computer esamina ogni posizione per gli sbalzi di valutazione (vittorie mancate ed errori gravi sono esatti a ogni livello).
cli-arg-format = prose (frasi, il valore predefinito) o tsv (una riga separata da tabulazioni per momento chiave, per gli script).
cli-arg-theme = Solo problemi di questo tema: win (vincere), defend (difendere) o win2 (vincere in 2).
cli-arg-tier = Solo problemi di questo livello: da 1 (il più facile) a 3.
cli-arg-daily = Il problema del giorno (lo stesso che su Discord), poi basta.
cli-arg-id = Il problema con questo numero (come li elenca punct puzzles export), poi basta.
cli-arg-file = Il file dei dati da riscrivere.
cli-arg-count = Fermarsi appena trovati questi problemi.
cli-arg-puzzles-generate-seed = Seme delle partite: lo stesso seme dà lo stesso file.
cli-arg-max-games = Rinunciare dopo questo numero di partite.
cli-arg-threads = Partite giocate nello stesso momento.
cli-arg-puzzles-generate-output = Dove scrivere i problemi.

cli-value-code = CODICE
cli-value-file = FILE
cli-value-command = COMANDO
cli-value-variant = VARIANTE
cli-value-moves = MOSSE
cli-value-depth = PROFONDITÀ
cli-value-seed = SEME
cli-value-number = NUMERO
cli-value-size = PIXEL
cli-value-names = NOMI
cli-value-cells = CASELLE
cli-value-text = TESTO
cli-value-level = LIVELLO
cli-value-format = FORMATO
cli-value-colour = COLORE
cli-value-board = TAVOLIERE
cli-value-player = GIOCATORE
cli-value-lesson = LEZIONE
cli-value-theme = TEMA
cli-value-tier = LIVELLO
cli-value-id = NUMERO

## La cornice di punct --help

cli-help-usage = Uso:
cli-help-options = Opzioni
cli-help-arguments = Argomenti
cli-help-commands = Comandi
cli-help-options-placeholder = [OPZIONI]
cli-help-default = predefinito: { $value }
cli-help-values = valori possibili: { $values }

## Gli errori che clap trova, con parole nostre (dopo «errore: »); segue un esempio

cli-bad-unknown-argument = { $arg } qui non è un’opzione.
cli-bad-did-you-mean = Intendevi { $suggestion }?
cli-bad-unknown-subcommand = «{ $name }» non è un sottocomando di { $command }.
cli-bad-missing-subcommand = { $command } vuole un sottocomando: { $subcommands }.
cli-bad-missing-value = { $arg } vuole un valore ({ $value }).
cli-bad-invalid-value = «{ $value }» non è un valore che { $arg } accetta.
cli-bad-valid-values = Valori possibili: { $values }.
cli-bad-not-a-number = { $arg } vuole un numero intero, non «{ $value }».
cli-bad-missing-required = Manca: { $args }.
cli-bad-conflict = { $arg } non si può usare insieme a { $other }.
cli-bad-too-many = { $arg } è dato più di una volta, o con un valore che non prende.
cli-bad-other = La riga di comando non si legge: { $reason }
cli-bad-usage = Uso: { $usage }
cli-bad-more = Per saperne di più: { $command } --help
