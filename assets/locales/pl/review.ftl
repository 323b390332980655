# Analiza zakończonej partii (zgłoszenie 17): punkty zwrotne znalezione przez komputer.

error-review-before-end = Partia { $game } wciąż trwa: przeanalizujesz ją, gdy się zakończy, żeby nikt nie dostawał rad komputera w trakcie partii.
