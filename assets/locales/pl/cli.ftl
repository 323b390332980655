# punct, narzędzie wiersza poleceń: jego własne błędy (po „błąd: ”), pomoc
# i błędy argumentów clap oraz wiersze narzędzi programistycznych.

## Błędy punct dotyczące tego, o co poproszono

cli-error-size = obraz ma od { $min } do { $max } pikseli szerokości, nie { $size }; np. --size 800
cli-error-too-many-plies = GIF z partią pokazuje najwyżej { $max } ruchów, a ta partia ma ich { $plies }
cli-error-no-puzzle = nie ma zagadki „{ $id }”; punct puzzles export wypisuje wszystkie (numer jest w pierwszej kolumnie)

## Before each of the errors above and clap's

cli-error = błąd: { $message }
