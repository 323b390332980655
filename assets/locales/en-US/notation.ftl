# What is wrong with a move or a cell as typed (the rules' parse errors), shown
# inside move-unreadable, terminal-bad-cell and the record's errors. The
# notation itself (C5-C6-D6, F5>H7-H8-I8, -, >) is the same in every language.

notation-empty = no move given: write a placement like C5-C6-D6 or a movement like F5>H7-H8-I8
notation-unexpected-character = “{ $ch }” can't be part of a move: write cells like C5 separated by -, and > before the destination, e.g. F5>H7-H8-I8
notation-too-many-arrows = a movement has one “>”: the PÜNCT cell, “>”, then the destination, e.g. F5>H7-H8-I8
notation-origin-not-one-cell = before “>” give only the cell of the PÜNCT you move ({ $found } cells given), e.g. F5>H7-H8-I8
notation-not-three-cells = a piece covers 3 cells, PÜNCT first ({ $found } given), e.g. C5-C6-D6
notation-repeated-cell = { $cell } is given twice: a piece covers 3 different cells, e.g. C5-C6-D6
notation-not-a-piece = { $cells } is not the shape of a piece: the three cells must form a triangle (C5-C6-D6), a straight line (F5-F6-F7) or a wide angle (I9-J9-K10)
cell-empty = a cell is a column letter A–Q and a row number 1–17, like I9
cell-bad-column = “{ $text }”: the column must be a letter from A to Q, like I9
cell-bad-row = “{ $text }”: the row must be a number from 1 to 17, like I9
cell-off-board = { $text } is off the board (a hexagon: column A has rows 2–8, I rows 2–16, Q rows 10–16; the corners A1 A9 I1 I17 Q9 Q17 are not cells)
variant-unknown = “{ $text }” is not a variant: say basic or standard
