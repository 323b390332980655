# L’analisi di una partita finita (issue 17): i momenti decisivi trovati dal computer.

error-review-before-end = La partita { $game } è ancora in corso: potrai analizzarla quando sarà finita, così nessuno riceve i consigli del computer durante una partita.
