# De analyse van een afgelopen partij: de keerpunten die de computer vond.

error-review-before-end = Partij { $game } wordt nog gespeeld: je kunt haar analyseren zodra ze afgelopen is, zodat niemand tijdens een partij advies van de computer krijgt.

review-title = Analyse van partij { $game }
review-none = De computer vond geen keerpunt in partij { $game } ({ $result } na { $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
  }): geen gemiste winst, geen blunder, geen zet die duidelijk terrein verloor. De afbeelding toont de eindstelling.
# punct review in the terminal: above the moments (review-moment), or instead of them.
review-terminal-heading = De keerpunten van { $moves ->
    [one] deze zet
   *[other] deze { $moves } zetten
  }, zoals de computer ({ level-name }) ze ziet:
review-terminal-none = De computer ({ level-name }) vond geen keerpunt in { $moves ->
    [one] deze zet
   *[other] deze { $moves } zetten
  }: geen gemiste winst, geen blunder, geen zet die duidelijk terrein verloor.
review-legend = Elke afbeelding toont de stelling na de gespeelde zet, gemarkeerd als laatste zet; de velden van de betere zet zijn uitgelicht.
review-moment = **Zet { $ply }**, { colour-name } speelde { $played }: { $verdict ->
    [missed-win] een gemiste winst, { $better } verbindt meteen
    [blunder] een blunder, { $better } had gehouden
   *[mistake] een fout, { $better } was beter
  }. Ervoor: { $before }. Erna: { $after }.
review-standing = { $standing ->
    [won] { $who } had gewonnen
    [lost] { $who } had verloren
    [about-to-connect] { $who } stond op het punt te verbinden
    [threatened] { $other } stond op het punt te verbinden
    [better] { $who } stond beter
    [worse] { $who } stond slechter
   *[even] de partij was gelijk
  }
# "After:" when the side stands as it did before: what the move cost.
review-standing-kept = { $standing ->
    [won] { $who } had toch gewonnen
    [lost] { $who } had toch verloren
    [about-to-connect] { $who } stond nog steeds op het punt te verbinden
    [threatened] { $other } stond nog steeds op het punt te verbinden
    [better] { $who } stond nog steeds beter, maar met minder voorsprong
    [worse] { $who } stond nog slechter
   *[even] de partij was nog gelijk, maar { $who } had iets prijsgegeven
  }

# One moment per message: where it stands among the others, the buttons to the others.
review-counter = Moment { $index } van { $count }
review-button-previous = Vorig moment
review-button-next = Volgend moment
review-stale = Deze knop hoort niet meer bij de analyse van partij { $game }: gebruik `/punct { punct-review }` opnieuw.
# A long review, while the computer is still at work.
review-progress = Analyse bezig… zet { $done } van { $total }
