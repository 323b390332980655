# Italiano. Glossario dal regolamento (per chi tradurrà il resto):
#   PÜNCT (il punto principale di un pezzo) · pezzo (piece) · punto (dot)
#   tavoliere (board) · casella (cell) · esagono centrale (central hexagon)
#   pezzi a disposizione, riserva (reserve) · aggiungere / mettere un pezzo (place) · muovere (move)
#   mossa (a move) · turno (a turn) · saltare (jump) · ponte (bridge) · livello (level)
#   Bianco / Nero (White / Black; il regolamento dice anche chiari / scuri)
#   gioco base (basic game) · gioco standard (standard game) · patta (draw)
#   avversario (opponent) · partita (a game)
# Registro: «tu» (il regolamento dà del «voi» ai giocatori; al singolo lettore si dà del tu).
# Nomi dei comandi: minuscoli, senza spazi, al massimo 32 caratteri; descrizioni al massimo 100.

punct = punct
    .description = PÜNCT, il gioco di collegamento di Kris Burm: sfida qualcuno e gioca qui nell’arco di più giorni.

punct-challenge = sfida
    .description = Sfida qualcuno, o chiunque qui, a una partita di PÜNCT (scegli me per giocare contro il computer).
    .opponent = avversario
    .opponent-description = Contro chi vuoi giocare (vuoto: chiunque qui può accettare); scegli me per sfidare il computer
    .variant = variante
    .variant-description = gioco standard (predefinito) o gioco base
    .variant-choice-0 = gioco standard
    .variant-choice-1 = gioco base
    .days = giorni
    .days-description = Tempo per ogni mossa (predefinito 3 giorni)
    .days-choice-0 = 1 giorno
    .days-choice-1 = 3 giorni
    .days-choice-2 = 7 giorni
    .days-choice-3 = 14 giorni
    .days-choice-4 = senza limite
    .clock = orologio
    .clock-description = Una banca di tempo invece dei giorni per mossa: ogni mossa aggiunge tempo, mai oltre la banca
    .clock-choice-0 = banca: 3 giorni, +1 giorno a mossa
    .clock-choice-1 = banca: 7 giorni, +1 giorno a mossa
    .clock-choice-2 = banca: 10 giorni, +36 h a mossa
    .color = colore
    .color-description = Il tuo colore (predefinito: estratto a sorte)
    .color-choice-0 = a sorte
    .color-choice-1 = Bianco
    .color-choice-2 = Nero
    .level = livello
    .level-description = La forza del computer, quando giochi contro di me (predefinito medio)
    .level-choice-0 = facile
    .level-choice-1 = medio
    .level-choice-2 = difficile
    .level-choice-3 = esperto

punct-move = mossa
    .description = Fai la tua mossa, ad es. F5>H7-H8-I8, oppure omettila per sceglierla sul tavoliere.
    .text = testo
    .text-description = La tua mossa: C5-C6-D6 aggiunge un pezzo, F5>H7-H8-I8 ne muove uno; vuoto: scegli sul tavoliere
    .game = partita
    .game-description = Quale partita, se ne hai più d’una in questo canale
    .preview = anteprima
    .preview-description = Mostra prima il tavoliere dopo la mossa, con i pulsanti Gioca e Annulla

punct-board = tavoliere
    .description = Mostra il tavoliere di una partita (la tua in questo canale, o quella che indichi).
    .game = partita
    .game-description = Quale partita (predefinita: la tua in questo canale)

punct-games = partite
    .description = Le tue partite, prima quelle in cui tocca a te (le vedi solo tu).

punct-resign = abbandona
    .description = Abbandona una partita: vince il tuo avversario.
    .game = partita
    .game-description = Quale partita, se ne hai più d’una in questo canale

punct-draw = patta
    .description = Proponi la patta, o accetta quella proposta dal tuo avversario.
    .game = partita
    .game-description = Quale partita, se ne hai più d’una in questo canale

punct-takeback = annulla-mossa
    .description = Chiedi di annullare la tua ultima mossa (decide il tuo avversario).
    .game = partita
    .game-description = Quale partita, se ne hai più d’una in questo canale

punct-claim = reclama
    .description = Reclama la vittoria in una partita in cui il tuo avversario ha esaurito il tempo.
    .game = partita
    .game-description = Quale partita, se ne hai più d’una in questo canale

punct-history = storico
    .description = Le mosse di una partita, il tavoliere dopo ogni mossa, la trascrizione e un replay.
    .game = partita
    .game-description = Quale partita (predefinita: la tua qui, altrimenti l’ultima finita)
    .move = dopo-mossa
    .move-description = Mostra il tavoliere dopo questa mossa (0: il tavoliere vuoto; ogni mossa conta uno)

punct-review = analisi
    .description = I momenti decisivi di una partita finita, ognuno con un’immagine.
    .game = partita
    .game-description = Quale partita (predefinita: l’ultima finita qui)

punct-analyse = analizza
    .description = Il tuo tavoliere di analisi privato: prova mosse per entrambi i colori; la partita non cambia.
    .game = partita
    .game-description = Quale partita (predefinita: la tua in questo canale)
    .move = mossa
    .move-description = Una mossa da provare sul tuo tavoliere di analisi, ad es. F5>H7-H8-I8

punct-plan = piano
    .description = Il tuo piano di risposte per una partita (mosse condizionali): vederlo, eliminarne linee.
    .game = partita
    .game-description = Quale partita (predefinita: la tua in questo canale)

punct-leaderboard = classifica
    .description = I giocatori col punteggio migliore (contano le partite tra due persone).

punct-puzzle = problema
    .description = Risolvi un problema: collegare, parare ogni minaccia o vittoria in 2 (lo vedi solo tu).
    .answer = risposta
    .answer-description = La tua risposta al tuo problema, ad es. F5>H7-H8-I8 (inizia a scrivere per i suggerimenti)
    .daily = del-giorno
    .daily-description = Il problema del giorno, uguale per tutti
    .theme = tema
    .theme-description = vincere, difendere o vittoria in 2 (predefinito: qualsiasi)
    .theme-choice-0 = vincere
    .theme-choice-1 = difendere
    .theme-choice-2 = vittoria in 2
    .tier = livello
    .tier-description = Da 1 (il più facile) a 3 (predefinito: qualsiasi)

punct-learn = impara
    .description = Impara PÜNCT: una breve lezione per regola, con un’immagine e un compito (lo vedi solo tu).
    .lesson = lezione
    .lesson-description = Quale lezione, da 1 a 10 (predefinito: dove ti eri fermato)
    .answer = risposta
    .answer-description = La tua mossa per il compito, ad es. C5>E5-F5-G5 (inizia a scrivere per i suggerimenti)

punct-settings = impostazioni
    .description = Le tue impostazioni (le vedi solo tu): ad es. vedere ogni mossa scritta prima di giocarla.
    .preview = anteprima
    .preview-description = Mostra prima ogni mossa scritta, con i pulsanti Gioca e Annulla (predefinito: no)
    .timezone = fuso-orario
    .timezone-description = Il tuo fuso orario, ad es. Europe/Rome: ne dipendono le date e l’anno dei giorni di assenza
    .protection = protezione
    .protection-description = Usa un giorno di assenza invece di perdere una partita quando ti scade il tempo (predefinito: sì)
    .notify = notifiche
    .notify-description = Messaggio diretto quando tocca a te: a ogni turno, riepilogo giornaliero o disattivate (predefinito)
    .notify-choice-0 = a ogni turno
    .notify-choice-1 = riepilogo giornaliero
    .notify-choice-2 = disattivate
    .quiet = silenzio
    .quiet-description = Ore senza messaggi diretti, nel tuo fuso orario, ad es. 22-7 (inviati dopo); off per nessuna
    .digest_hour = ora-riepilogo
    .digest_hour-description = L’ora del tuo riepilogo giornaliero, nel tuo fuso orario (0–23, predefinito 9)

punct-away = assenza
    .description = Ferma gli orologi di tutte le tue partite mentre sei via (usa i giorni di assenza dell’anno).
    .days = giorni
    .days-description = Quanti giorni starai via, da adesso
    .until = fino-al
    .until-description = Il giorno in cui torni, ad es. 2026-12-24 (nel tuo fuso orario)

punct-back = rientro
    .description = Rientri prima: i tuoi orologi ripartono e i giorni di assenza non usati ti vengono restituiti.

punct-server-settings = impostazioni-server
    .description = Impostazioni del server, solo per te (si cambiano con «Gestire il server»): thread, chi crea leghe.
    .threads = thread
    .threads-description = Gioca ogni partita tra persone in un thread tutto suo (predefinito: no)
    .league-role = ruolo-lega
    .league-role-description = Un ruolo i cui membri possono creare leghe, oltre a chi ha «Gestire il server»
    .clear-league-role = togli-ruolo-lega
    .clear-league-role-description = True: creano leghe solo i membri con «Gestire il server» (il ruolo lega viene tolto)

punct-league = lega
    .description = Leghe: gironi all’italiana in questo server, con abbinamenti e classifica tenuti dal bot.

punct-league-create = crea
    .description = Crea una lega in questo canale, con un messaggio per iscriversi («Gestire il server» o ruolo lega).
    .name = nome
    .name-description = Il nome della lega, ad es. Lega d’inverno
    .variant = variante
    .variant-description = gioco standard (predefinito) o gioco base
    .variant-choice-0 = gioco standard
    .variant-choice-1 = gioco base
    .days = giorni
    .days-description = Tempo per ogni mossa (predefinito 3 giorni)
    .days-choice-0 = 1 giorno
    .days-choice-1 = 3 giorni
    .days-choice-2 = 7 giorni
    .days-choice-3 = 14 giorni
    .days-choice-4 = senza limite
    .clock = orologio
    .clock-description = Una banca di tempo invece dei giorni per mossa
    .clock-choice-0 = banca: 3 giorni, +1 giorno a mossa
    .clock-choice-1 = banca: 7 giorni, +1 giorno a mossa
    .clock-choice-2 = banca: 10 giorni, +36 h a mossa
    .rounds = gironi
    .rounds-description = 1: ognuno gioca una volta contro tutti (predefinito); 2: andata e ritorno, a colori invertiti
    .starts = inizio
    .starts-description = Quando si chiudono le iscrizioni e inizia il turno 1, ad es. 2026-12-24 18:00 (tuo fuso orario)

punct-league-start = avvia
    .description = Chiudi le iscrizioni e avvia ora il turno 1 (chi organizza, o «Gestire il server»).
    .league = lega
    .league-description = Quale lega (predefinita: quella di questo canale)

punct-league-standings = classifica
    .description = La classifica di una lega: punti, vittorie, patte, sconfitte e Sonneborn–Berger, in un’immagine.
    .league = lega
    .league-description = Quale lega (predefinita: quella di questo canale)

punct-league-leave = lascia
    .description = Lascia una lega: prima dell’inizio esci e basta; dopo, abbandoni le tue partite (chiede conferma).
    .league = lega
    .league-description = Quale lega (predefinita: quella di questo canale)

punct-league-cancel = annulla
    .description = Annulla una lega; le partite in corso continuano (chi organizza o «Gestire il server»).
    .league = lega
    .league-description = Quale lega (predefinita: quella di questo canale)

# The same challenge from a member's Apps menu (right-click or long-press a
# member): a context menu command's name, capitals and spaces allowed.
challenge-member = Sfida a PÜNCT

punct-help = aiuto
    .description = Come si gioca: le regole in breve, come scrivere le mosse, i comandi.
