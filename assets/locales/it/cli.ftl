# punct, lo strumento da riga di comando: i suoi errori (dopo «errore: »), l’aiuto
# e gli errori negli argomenti di clap, e le righe degli strumenti per sviluppatori.

## Errori di punct su quanto richiesto

cli-error-size = un’immagine è larga da { $min } a { $max } pixel, non { $size }; p. es. --size 800
cli-error-too-many-plies = una GIF della partita mostra al massimo { $max } mosse, e questa partita ne ha { $plies }
cli-error-no-puzzle = non c’è nessun problema «{ $id }»; punct puzzles export li elenca tutti (il numero è nella prima colonna)

## Before each of the errors above and clap's

cli-error = errore: { $message }
