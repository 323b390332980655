# A player's own data (messages/privacy.rs): `/punct privacy` shows what
# the bot keeps about the asker, `/punct forget-me` erases it.

punct-privacy = prywatność
    .description = Co o tobie przechowuję (widzisz to tylko ty), wszystko także jako plik.
punct-forget-me = zapomnij-o-mnie
    .description = Usuń to, co o tobie przechowuję; zakończone partie zostają, z tobą jako „były gracz”.

## How a forgotten player is shown on boards, posts and listings (at the
## start of a sentence the first letter is made a capital).

seat-former = były gracz
both-players-no-rematch = { $white } i { $black }.
error-former-player = Partia { $game } była z kimś, kto poprosił mnie potem, żebym o nim zapomniał: nie ma z kim zagrać rewanżu. Wyzwij kogoś innego przez `/punct { punct-challenge }`.

## /punct privacy

privacy-nothing = Nie przechowuję o tobie niczego: żadnej nazwy, partii ani ustawienia. Gdy zagrasz, rozwiążesz zadanie albo zmienisz ustawienie, `/punct { punct-privacy }` pokaże, co przechowuję.
privacy-title = Co o tobie przechowuję
privacy-heading = Widzisz to tylko ty. Wszystko, z każdym ruchem twoich partii, jest w załączonym pliku.
privacy-name = • Nazwa na planszach: **{ $name }**{ $username ->
        [none] {""}
       *[other] {" "}(nazwa użytkownika { $username })
    }
privacy-since = • Pierwszy raz widziany: { $since }
privacy-language = • Język twojej aplikacji Discord, żeby w nim odpowiadać: { $language }
language-own-name = polski
privacy-games = • Partie z ludźmi: w toku { $ongoing }, zakończone { $finished }; z komputerem: { $computer }; wyzwania: { $challenges }
privacy-rating = • Ranking: **{ $rating }** po { $games ->
        [one] jednej partii rankingowej
       *[other] { $games } partiach rankingowych
    }
privacy-unrated = • Ranking: jeszcze brak (żadnej partii rankingowej)
privacy-learning = • Rozwiązane zadania: { $puzzles }; ukończone lekcje: { $lessons }
privacy-plans = • Plansze analizy i ruchy warunkowe: { $plans }
privacy-why = Po co: twoja nazwa na planszach i we wpisach, twój język, żeby ci odpowiadać, twoje ustawienia tak, jak je wybrałeś, twoje partie i ranking, żeby każdą partię można było dograć do końca i obejrzeć ponownie. Nie przechowuję żadnej wiadomości, którą piszesz, ani listy twoich serwerów.
privacy-erase = Aby wszystko usunąć: `/punct { punct-forget-me }`.
privacy-file-description = Wszystko, co punct-bot o tobie przechowuje (JSON), z każdym ruchem twoich partii

## /punct forget-me

forget-nothing = Nie przechowuję o tobie niczego, więc nie ma czego zapominać.
forget-question = **Zapomnieć o tobie?** Usunąłbym twoją nazwę i nazwę użytkownika, język, ustawienia, powiadomienia, dni nieobecności, ranking, postępy w zadaniach i lekcjach, plansze analizy i ruchy warunkowe.{ $ongoing ->
        [0] {""}
        [one] {" "}Twoja partia w toku z człowiekiem zostanie poddana: przeciwnik wygrywa i dostaje o tym wiadomość.
        [few] {" "}Twoje { $ongoing } partie w toku z ludźmi zostaną poddane: przeciwnicy wygrywają i dostają o tym wiadomość.
       *[other] {" "}Twoich { $ongoing } partii w toku z ludźmi zostanie poddanych: przeciwnicy wygrywają i dostają o tym wiadomość.
    } Twoje zakończone partie zostają dla przeciwników, z tobą jako „były gracz”; twoje partie z komputerem zostaną usunięte. Tego nie da się cofnąć: przez `/punct { punct-privacy }` dostaniesz najpierw kopię.
forget-button-confirm = Zapomnij o mnie
forget-button-cancel = Anuluj
forget-cancelled = Nic nie zostało usunięte.
forget-done = Gotowe: zapomniałem o tobie.{ $resigned ->
        [0] {""}
        [one] {" "}Jedna partia została poddana; przeciwnik dowie się o tym na jej kanale.
        [few] {" "}{ $resigned } partie zostały poddane; przeciwnicy dowiedzą się o tym na swoich kanałach.
       *[other] {" "}{ $resigned } partii zostało poddanych; przeciwnicy dowiedzą się o tym na swoich kanałach.
    }{ $kept ->
        [0] {""}
        [one] {" "}Jedna zakończona partia zostaje dla przeciwnika, z tobą jako „były gracz”.
        [few] {" "}{ $kept } zakończone partie zostają dla przeciwników, z tobą jako „były gracz”.
       *[other] {" "}{ $kept } zakończonych partii zostaje dla przeciwników, z tobą jako „były gracz”.
    }
