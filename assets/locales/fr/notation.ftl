# Ce qui ne va pas dans un coup ou un espace tapé (les erreurs de lecture des
# règles), dans move-unreadable, terminal-bad-cell et les erreurs d’une
# partie notée. La notation (C5-C6-D6, F5>H7-H8-I8, -, >) est partout la même.

notation-empty = aucun coup donné : écrivez un ajout comme C5-C6-D6 ou un déplacement comme F5>H7-H8-I8
notation-unexpected-character = « { $ch } » ne peut pas faire partie d’un coup : écrivez les espaces comme C5, séparés par -, et > avant la destination, p. ex. F5>H7-H8-I8
notation-too-many-arrows = un déplacement n’a qu’un seul « > » : l’espace du PÜNCT, « > », puis la destination, p. ex. F5>H7-H8-I8
notation-origin-not-one-cell = avant « > », donnez seulement l’espace du PÜNCT que vous déplacez ({ $found } espaces donnés), p. ex. F5>H7-H8-I8
notation-not-three-cells = une pièce couvre 3 espaces, le PÜNCT d’abord ({ $found } donnés), p. ex. C5-C6-D6
notation-repeated-cell = { $cell } est donné deux fois : une pièce couvre 3 espaces différents, p. ex. C5-C6-D6
notation-not-a-piece = { $cells } n’a pas la forme d’une pièce : les trois espaces forment un triangle (C5-C6-D6), une ligne droite (F5-F6-F7) ou un angle (I9-J9-K10)
cell-empty = un espace s’écrit avec une lettre de colonne A–Q et un numéro de rangée 1–17, comme I9
cell-bad-column = « { $text } » : la colonne doit être une lettre de A à Q, comme I9
cell-bad-row = « { $text } » : la rangée doit être un nombre de 1 à 17, comme I9
cell-off-board = { $text } est hors du plateau (un hexagone : la colonne A a les rangées 2–8, I les rangées 2–16, Q les rangées 10–16 ; les coins A1 A9 I1 I17 Q9 Q17 ne sont pas des espaces)
variant-unknown = « { $text } » n’est pas une variante : dites basic ou standard
