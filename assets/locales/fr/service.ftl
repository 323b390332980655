# Refus du service de jeu : chacun dit ce qui n’allait pas et ce qui irait.
# Parties et défis apparaissent en « #12 », les joueurs en <@id>, les heures en <t:…:R>.

-cmd-challenge-someone = `/punct { punct-challenge } { punct-challenge.opponent }:@quelqu’un`

## Ce qu’est devenu un défi (participe passé)

challenge-status = { $status ->
    [open] ouvert
    [accepted] accepté
    [declined] refusé
    [cancelled] retiré
   *[expired] expiré
  }

## Un résultat : qui a gagné, et comment

result-won = { colour-name } gagne { result-how }
result-drawn = partie nulle { result-how }
result-how = { $reason ->
    [connection] en reliant deux côtés opposés
    [central-majority] avec la plus grande part de l’hexagone central quand la dernière pièce a été ajoutée
    [central-tie] avec l’hexagone central partagé à égalité quand la dernière pièce a été ajoutée
    [last-piece-placed] car la dernière pièce a été ajoutée sans connexion
    [no-legal-moves] car aucun joueur ne pouvait plus jouer
    [resignation] par abandon
    [timeout] au temps
   *[agreement] d’un commun accord
  }

## Refus

error-game-not-found = Il n’y a pas de partie { $game }. { -cmd-games } liste les vôtres avec leurs numéros.
error-challenge-not-found = Le défi { $challenge } n’existe plus. Lancez-en un nouveau avec { -cmd-challenge-someone }.
error-cannot-challenge-yourself = Vous ne pouvez pas vous défier vous-même. Défiez un autre joueur, n’importe qui dans le salon, ou l’ordinateur.
error-challenge-not-for-you = Le défi { $challenge } ne s’adresse qu’à { $challenged }. Lancez le vôtre avec { -cmd-challenge-someone }.
error-own-challenge = Le défi { $challenge } est le vôtre : attendez que quelqu’un l’accepte, ou retirez-le avec le bouton en dessous (**{ button-decline }** pour un défi à une personne, **{ button-cancel }** pour un défi ouvert à tous).
error-not-your-challenge = Seul { $challenger } peut retirer le défi { $challenge }. Pour jouer, appuyez sur **{ button-accept }** en dessous.
error-open-challenge-cannot-be-declined = Le défi { $challenge } est ouvert à tous, il n’y a donc rien à refuser : laissez-le simplement, ou acceptez-le pour jouer.
error-challenge-closed = Le défi { $challenge } a déjà été { challenge-status }. Lancez-en un nouveau avec { -cmd-challenge-someone }.
error-challenge-expired = Le défi { $challenge } a expiré { $expired }. Lancez-en un nouveau avec { -cmd-challenge-someone }.
error-game-over = La partie { $game } est terminée : { $result }. Appuyez sur **{ button-rematch }** sous son dernier plateau, ou lancez une nouvelle partie avec `/punct { punct-challenge }`.
error-not-a-participant = Vous ne jouez pas dans la partie { $game } : seuls ses joueurs peuvent faire cela. { -cmd-games } liste les vôtres.
error-not-your-turn = Ce n’est pas votre tour dans la partie { $game } : c’est à { $seat } de jouer. Vous serez mentionné quand ce sera à vous.
error-position-changed = La partie { $game } a avancé pendant que vous choisissiez (vous avez vu le coup { $expected }, elle en est au coup { $actual }), votre coup n’a donc pas été joué. Regardez le nouveau plateau et réessayez.
error-no-such-pick = Ce choix ne fait pas partie de vos coups autorisés dans la partie { $game }. Appuyez sur Jouer sous le dernier plateau pour recommencer.
error-concurrent-change = Autre chose a modifié la partie { $game } au même instant, votre demande n’a donc pas été appliquée. Regardez le plateau et réessayez.
error-draw-already-offered = Vous avez déjà proposé la nulle dans la partie { $game } ; votre adversaire peut l’accepter ou la refuser.
error-no-draw-offer = Personne n’a proposé la nulle dans la partie { $game }. Pour la proposer, utilisez `/punct { punct-draw } { punct-draw.game }:{ $number }`.
error-own-draw-offer = La proposition de nulle dans la partie { $game } est la vôtre : seul votre adversaire peut l’accepter ou la refuser.
error-takeback-pending = { $seat } a déjà demandé à reprendre un coup dans la partie { $game } ; il faut d’abord accepter ou refuser cette demande.
error-no-takeback-request = Personne n’a demandé à reprendre un coup dans la partie { $game }. Pour le demander, utilisez `/punct { punct-takeback } { punct-takeback.game }:{ $number }`.
error-own-takeback-request = La demande de reprise dans la partie { $game } est la vôtre : seul votre adversaire peut l’accepter ou la refuser.
error-nothing-to-take-back = Vous n’avez encore joué aucun coup dans la partie { $game }, il n’y a donc rien à reprendre.
error-no-time-limit = La partie { $game } n’a pas de limite de temps : personne ne peut dépasser son temps. Vous pouvez plutôt proposer la nulle ou abandonner.
error-time-not-up = Votre adversaire a encore du temps dans la partie { $game } : il expire { $deadline }. Ensuite, réclamez la victoire avec `/punct { punct-claim } { punct-claim.game }:{ $number }` (sinon, la victoire vous est attribuée un peu plus tard).
error-claim-on-your-own-turn = C’est à vous de jouer dans la partie { $game } : votre temps expire { $deadline }. Jouez votre coup avec `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8 { punct-move.game }:{ $number }`.
error-claim-on-your-own-turn-no-clock = C’est à vous de jouer dans la partie { $game }. Jouez votre coup avec `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8 { punct-move.game }:{ $number }`.
error-away-day-spent = Le temps de { $late } dans la partie { $game } est écoulé, mais un de ses jours d’absence a été utilisé à la place (protection contre la perte au temps) : sa pendule a été arrêtée un jour, et le délai court maintenant jusqu’au { $until }. Si ce temps s’écoule aussi, vous pourrez alors réclamer la victoire.
error-away-days-out-of-range = { $days } n’est pas un nombre de jours d’absence que je peux régler : indiquez de 1 à 366, par ex. `/punct { punct-away } { punct-away.days }:7`, ou le jour de votre retour, par ex. `/punct { punct-away } { punct-away.until }:2026-12-24`.
error-not-enough-away-days = { $left ->
    [0] Il ne vous reste aucun jour d’absence cette année : vous avez utilisé les { $allowance }. Le compteur repart le 1er janvier.
   *[other] Vous avez demandé { $asked } jours d’absence, mais il ne vous en reste que { $left } sur { $allowance } cette année{ $replacing ->
        [yes] , en comptant les jours non utilisés de votre absence en cours, que la nouvelle remplacerait
       *[no] {""}
    }. Demandez-en { $left } ou moins, par ex. `/punct { punct-away } { punct-away.days }:{ $left }`.
  }
error-not-a-date = « { $text } » n’est pas une date que je sais lire. Indiquez le jour de votre retour sous la forme année-mois-jour, par ex. `/punct { punct-away } { punct-away.until }:2026-12-24`.
error-date-not-ahead = { $date } n’est pas après aujourd’hui. Indiquez le jour de votre retour (année-mois-jour, dans votre fuseau horaire), ou un nombre de jours, par ex. `/punct { punct-away } { punct-away.days }:7`.
error-away-days-or-date = Indiquez soit la durée de votre absence en jours (`/punct { punct-away } { punct-away.days }:7`), soit le jour de votre retour (`/punct { punct-away } { punct-away.until }:2026-12-24`), pas les deux.
error-not-away = Aucune absence n’est en cours : il n’y a rien à terminer. `/punct { punct-away } { punct-away.days }:7` arrête vos pendules pendant une semaine.
error-unknown-time-zone = « { $text } » n’est pas un fuseau horaire que je connais. Utilisez un nom comme Europe/Paris ou America/New_York (les suggestions les affichent pendant la saisie), ou UTC.
error-not-quiet-hours = « { $text } » ne sont pas des heures de silence que je sais lire. Indiquez l’heure où elles commencent et celle où elles finissent, par ex. `/punct { punct-settings } { punct-settings.quiet }:22-7` (de 22:00 à 07:00) ou `23:30-06:45` ; `off` pour aucune.
error-rematch-before-end = La partie { $game } est encore en cours : une revanche pourra commencer une fois qu’elle sera terminée.
error-rematch-open = La revanche de la partie { $game } est déjà ouverte : défi { $challenge }, de { $challenger } à { $challenged }, qui expire { $expires }. Répondez avec les boutons en dessous (**{ button-accept }** pour jouer, **{ button-decline }** pour refuser ou le retirer) ; une fois qu’il a reçu une réponse ou expiré, **{ button-rematch }** peut redemander.
error-ply-out-of-range = La partie { $game } compte { $last ->
    [one] { $last } coup
   *[other] { $last } coups
  } pour l’instant, il n’y a donc pas de position après le coup { $ply }. Choisissez entre 0 et { $last }.
error-corrupt-game = La partie { $game } ne peut pas être chargée : ses coups enregistrés ne peuvent pas être rejoués. L’administrateur du bot a été prévenu ; rien n’a été modifié.
error-store = Un problème est survenu avec la base de données des parties, et rien n’a été modifié. Veuillez réessayer dans un instant.

## Boutons cités dans les phrases

button-accept = Accepter
button-decline = Refuser
button-cancel = Annuler
button-rematch = Revanche
