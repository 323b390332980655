# De analyse van een afgelopen partij (issue 17): de keerpunten die de computer vond.

error-review-before-end = Partij { $game } wordt nog gespeeld: je kunt haar analyseren zodra ze afgelopen is, zodat niemand tijdens een partij advies van de computer krijgt.
