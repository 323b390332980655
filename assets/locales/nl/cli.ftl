# punct, het opdrachtregelprogramma: zijn eigen fouten (na „fout: ”), de hulp en
# argumentfouten van clap, en de regels van de ontwikkelaarsprogramma’s.

## Fouten van punct over wat gevraagd werd

cli-error-size = een afbeelding is { $min } tot { $max } pixels breed, niet { $size }; bv. --size 800
cli-error-too-many-plies = een GIF van de partij toont hoogstens { $max } zetten, en deze partij heeft er { $plies }
cli-error-no-puzzle = er is geen puzzel „{ $id }”; punct puzzles export somt ze allemaal op (het nummer staat in de eerste kolom)

## Before each of the errors above and clap's

cli-error = fout: { $message }
