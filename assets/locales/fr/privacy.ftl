# A player's own data (messages/privacy.rs): `/punct privacy` shows what
# the bot keeps about the asker, `/punct forget-me` erases it.

punct-privacy = confidentialité
    .description = Ce que je conserve sur vous (vous seul le voyez), le tout en fichier.
punct-forget-me = oubliez-moi
    .description = Effacer ce que je conserve sur vous ; vos parties finies restent, avec vous en « ancien joueur ».

## How a forgotten player is shown on boards, posts and listings (at the
## start of a sentence the first letter is made a capital).

seat-former = un ancien joueur
both-players-no-rematch = { $white } et { $black }.
error-former-player = La partie { $game } était contre quelqu’un qui m’a depuis demandé de l’oublier : il n’y a personne avec qui jouer une revanche. Défiez quelqu’un d’autre avec `/punct { punct-challenge }`.

## /punct privacy

privacy-nothing = Je ne conserve rien sur vous : aucun nom, aucune partie, aucun réglage. Dès que vous jouez, résolvez un problème ou changez un réglage, `/punct { punct-privacy }` montre ce que je conserve.
privacy-title = Ce que je conserve sur vous
privacy-heading = Vous seul voyez ceci. Le tout, avec chaque coup de vos parties, est dans le fichier joint.
privacy-name = • Nom affiché sur les plateaux : **{ $name }**{ $username ->
        [none] {""}
       *[other] {" "}(nom d’utilisateur { $username })
    }
privacy-since = • Vu pour la première fois : { $since }
privacy-language = • La langue de votre application Discord, pour vous répondre dans celle-ci : { $language }
language-own-name = français
privacy-games = • Parties contre des personnes : { $ongoing } en cours, { $finished } terminées ; contre l’ordinateur : { $computer } ; défis : { $challenges }
privacy-rating = • Classement : **{ $rating }** après { $games ->
        [one] une partie classée
       *[other] { $games } parties classées
    }
privacy-unrated = • Classement : aucun pour l’instant (aucune partie classée)
privacy-learning = • Problèmes résolus : { $puzzles } ; leçons terminées : { $lessons }
privacy-plans = • Plateaux d’analyse et coups conditionnels : { $plans }
privacy-why = Pourquoi : votre nom pour les plateaux et les messages, votre langue pour vous répondre, vos réglages tels que vous les avez choisis, vos parties et votre classement pour que chaque partie puisse être jouée jusqu’au bout et revue. Je ne conserve aucun message que vous écrivez ni aucune liste de vos serveurs.
privacy-erase = Pour tout faire effacer : `/punct { punct-forget-me }`.
privacy-file-description = Tout ce que punct-bot conserve sur vous (JSON), avec chaque coup de vos parties

## /punct forget-me

forget-nothing = Je ne conserve rien sur vous : il n’y a donc rien à oublier.
forget-question = **Vous oublier ?** J’effacerais votre nom et votre nom d’utilisateur, votre langue, vos réglages, vos notifications, vos jours d’absence, votre classement, votre progression dans les problèmes et les leçons, vos plateaux d’analyse et vos coups conditionnels.{ $ongoing ->
        [0] {""}
        [one] {" "}Votre partie en cours contre une personne est abandonnée : votre adversaire gagne et en est informé.
       *[other] {" "}Vos { $ongoing } parties en cours contre des personnes sont abandonnées : vos adversaires gagnent et en sont informés.
    } Vos parties terminées restent pour vos adversaires, avec vous en « ancien joueur » ; vos parties contre l’ordinateur sont supprimées. C’est irréversible : `/punct { punct-privacy }` vous en donne d’abord une copie.
forget-button-confirm = Oubliez-moi
forget-button-cancel = Annuler
forget-cancelled = Rien n’a été effacé.
forget-done = C’est fait : je vous ai oublié.{ $resigned ->
        [0] {""}
        [one] {" "}Une partie a été abandonnée ; votre adversaire en est informé dans son salon.
       *[other] {" "}{ $resigned } parties ont été abandonnées ; vos adversaires en sont informés dans leurs salons.
    }{ $kept ->
        [0] {""}
        [one] {" "}Une partie terminée reste pour votre adversaire, avec vous en « ancien joueur ».
       *[other] {" "}{ $kept } parties terminées restent pour vos adversaires, avec vous en « ancien joueur ».
    }
