# El análisis de una partida terminada (issue 17): los momentos decisivos que encontró la máquina.

error-review-before-end = La partida { $game } aún se está jugando: podrás analizarla cuando termine, para que nadie reciba los consejos de la máquina durante una partida.
