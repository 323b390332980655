# A player's own data (messages/privacy.rs): `/punct privacy` shows what
# the bot keeps about the asker, `/punct forget-me` erases it.

punct-privacy = privacy
    .description = Wat ik over je bewaar (alleen jij ziet het), alles ook als bestand.
punct-forget-me = vergeet-mij
    .description = Wis wat ik over je bewaar; je beëindigde partijen blijven, met jou als „een voormalige speler”.

## How a forgotten player is shown on boards, posts and listings (at the
## start of a sentence the first letter is made a capital).

seat-former = een voormalige speler
both-players-no-rematch = { $white } en { $black }.
error-former-player = Partij { $game } was tegen iemand die me sindsdien heeft gevraagd hem te vergeten: er is niemand om een revanche mee te spelen. Daag iemand anders uit met `/punct { punct-challenge }`.

## /punct privacy

privacy-nothing = Ik bewaar niets over je: geen naam, geen partij, geen instelling. Zodra je speelt, een puzzel oplost of een instelling wijzigt, laat `/punct { punct-privacy }` zien wat ik bewaar.
privacy-title = Wat ik over je bewaar
privacy-heading = Alleen jij ziet dit. Alles, met elke zet van je partijen, staat in het bijgevoegde bestand.
privacy-name = • Naam op de borden: **{ $name }**{ $username ->
        [none] {""}
       *[other] {" "}(gebruikersnaam { $username })
    }
privacy-since = • Voor het eerst gezien: { $since }
privacy-language = • De taal van je Discord-app, om je daarin te antwoorden: { $language }
language-own-name = Nederlands
privacy-games = • Partijen tegen mensen: { $ongoing } bezig, { $finished } beëindigd; tegen de computer: { $computer }; uitdagingen: { $challenges }
privacy-rating = • Rating: **{ $rating }** na { $games ->
        [one] één gewaardeerde partij
       *[other] { $games } gewaardeerde partijen
    }
privacy-unrated = • Rating: nog geen (geen gewaardeerde partij)
privacy-learning = • Opgeloste puzzels: { $puzzles }; voltooide lessen: { $lessons }
privacy-plans = • Analyseborden en voorwaardelijke zetten: { $plans }
privacy-why = Waarom: je naam voor borden en berichten, je taal om je te antwoorden, je instellingen zoals je ze koos, je partijen en je rating zodat elke partij uitgespeeld en teruggekeken kan worden. Ik bewaar geen bericht dat je schrijft en geen lijst van je servers.
privacy-erase = Om alles te laten wissen: `/punct { punct-forget-me }`.
privacy-file-description = Alles wat punct-bot over je bewaart (JSON), met elke zet van je partijen

## /punct forget-me

forget-nothing = Ik bewaar niets over je, dus er is niets te vergeten.
forget-question = **Je vergeten?** Ik zou je naam en gebruikersnaam wissen, je taal, instellingen, meldingen, afwezigheidsdagen, rating, je voortgang in puzzels en lessen, analyseborden en voorwaardelijke zetten.{ $ongoing ->
        [0] {""}
        [one] {" "}Je lopende partij tegen een mens wordt opgegeven: je tegenstander wint en hoort het.
       *[other] {" "}Je { $ongoing } lopende partijen tegen mensen worden opgegeven: je tegenstanders winnen en horen het.
    } Je beëindigde partijen blijven voor je tegenstanders, met jou als „een voormalige speler”; je partijen tegen de computer worden gewist. Dit kan niet ongedaan worden gemaakt: met `/punct { punct-privacy }` krijg je eerst een kopie.
forget-button-confirm = Vergeet mij
forget-button-cancel = Annuleren
forget-cancelled = Er is niets gewist.
forget-done = Klaar: ik ben je vergeten.{ $resigned ->
        [0] {""}
        [one] {" "}Eén partij is opgegeven; je tegenstander hoort het in het kanaal van die partij.
       *[other] {" "}{ $resigned } partijen zijn opgegeven; je tegenstanders horen het in hun kanalen.
    }{ $kept ->
        [0] {""}
        [one] {" "}Eén beëindigde partij blijft voor je tegenstander, met jou als „een voormalige speler”.
       *[other] {" "}{ $kept } beëindigde partijen blijven voor je tegenstanders, met jou als „een voormalige speler”.
    }
