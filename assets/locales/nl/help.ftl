# De spelregels in het kort en hoe je zetten schrijft: één tekst voor de hulp
# op Discord en `rules` in de terminal. Discord-opmaak (**vet**, • opsomming);
# de terminal laat de sterretjes weg. Een regel mag niet met * beginnen: vet
# aan het begin van een regel schrijf je als { "**" }. Commando's via commands.ftl.

help-title = PÜNCT — zo speel je

help-rules =
    PÜNCT is het verbindingsspel van Kris Burm uit het GIPF-project. Elke speler heeft 18 stukken van drie stippen; één stip van elk stuk is zijn **PÜNCT** (de grote).

    { "**" }Doel:** verbind twee tegenover elkaar liggende zijden van het zeshoekige bord met velden die je van bovenaf ziet (jouw kleur bovenop). Niveaus tellen niet, alleen wat zichtbaar is.

    { "**" }In je beurt** doe je één ding:
    • **Inbrengen:** een stuk uit je voorraad op drie lege velden, nooit in de centrale zeshoek (de 19 velden rond I9; in het basisspel geldt dat alleen voor het eerste stuk van Wit).
    • **Verplaatsen:** een stuk waarvan geen stip bedekt is: zijn PÜNCT gaat zo ver als je wilt langs een van de zes rechte lijnen, en het stuk mag om zijn PÜNCT draaien. Het komt plat op drie lege velden, **springt** op drie stippen van gelijke hoogte, of vormt een **brug** over een gat waarvan beide uiteinden even hoog zijn. Bij springen of een brug moet de PÜNCT op een van je eigen stippen terechtkomen.

    { "**" }De stukken** (de afbeeldingen tonen hun vorm; de terminal en de zetsuggesties noemen ze bij hun letter): **T** driehoek (elk 6), **C** rechte lijn met de PÜNCT in het midden (2), **E** rechte lijn met de PÜNCT aan een uiteinde (4), **M** hoek met de PÜNCT in de punt (2), **L** en **R** hoeken met de PÜNCT aan een uiteinde, naar links of naar rechts gebogen (elk 2). Stukken draaien, maar veranderen nooit van vorm.

    { "**" }Het einde:** wie het eerst verbindt, wint (verbindt een zet beide spelers, dan wint wie hem deed). De partij eindigt ook als een speler het laatste stuk uit zijn voorraad inbrengt en niemand verbonden is: in het standaardspel tellen dan beiden de velden van de centrale zeshoek die ze van bovenaf zien, en meer velden winnen, evenveel is gelijkspel; het basisspel eindigt dan in gelijkspel.

    Zetten worden per beurt van een speler geteld, vanaf 1: de zetten van Wit zijn oneven, die van Zwart even.

help-reading-the-terminal-board = Het bord lezen: elke regel is een rij, aan beide uiteinden genummerd (rij 17 bovenaan). Kolommen lopen schuin naar rechtsonder; de letter van elke kolom staat net voorbij haar beide uiteinden, langs de randen. Een veld toont zijn bovenste stip: W of B voor de PÜNCT van een stuk (van Wit of Zwart), w of b voor zijn twee andere stippen, dan de letter van het stuk (op alle drie stippen dezelfde) en de hoogte van de stapel; twee stippen van één stuk naast elkaar zijn verbonden door -. Een leeg veld is ., een leeg veld van de centrale zeshoek +. Onder het bord: het nummer van de zet, wie speelt, de velden van de centrale zeshoek die elke speler van bovenaf ziet en de stukken nog in voorraad, per letter.
help-reading-the-terminal-sides = De zes zijden staan naast hun randvelden als streepjes langs de zijde (\, /, _ en ‾ op dit bord; |, \ en / met --board large): twee zijden die gelijk getekend zijn, liggen tegenover elkaar, een paar om te verbinden. Dit bord is de afbeelding een twaalfde slag naar links gedraaid; --board large toont het zoals de afbeeldingen. Speel je Zwart tegen de computer, dan zijn beide omgedraaid zoals je afbeeldingen, rij 1 boven. Een veld dat een les markeert, staat tussen haakjes: (.), (wT1).

help-notation-title = Zetten schrijven
help-notation =
    Een veld is een kolom A–Q en een rij 1–17: `I9` is het midden.
    • Een stuk inbrengen: zijn drie velden, de PÜNCT eerst — `C5-C6-D6`
    • Een stuk verplaatsen: het veld van zijn PÜNCT, `>`, waar het landt — `F5>H7-H8-I8`
    • Een stuk ter plekke draaien: `F5>F5-G5-H5`
    Hoofd- of kleine letters maakt niet uit, en spaties of komma's mogen in plaats van `-`: `f5 > h7 h8 i8`. Begin te typen in `/punct { punct-move }` en de bot stelt toegestane zetten voor.

help-commands-title = Commando's
help-commands =
    `/punct { punct-challenge } [{ punct-challenge.opponent }:@iemand]` — begin een partij: zonder tegenspeler mag iedereen hier accepteren; kies de bot om tegen de computer te spelen
    `/punct { punct-move } { punct-move.text }:F5>H7-H8-I8` — doe je zet
    `/punct { punct-move }` zonder zet, of **{ picker-button-move }** onder een bord — kies je zet op het bord, zie het bord erna en speel hem dan
    `/punct { punct-board }` — toon het bord van een partij
    `/punct { punct-games }` — je partijen, die waarin jij aan zet bent eerst
    `/punct { punct-resign }` · `/punct { punct-draw }` · `/punct { punct-takeback }` — opgeven, remise aanbieden, vragen om terugnemen
    `/punct { punct-claim }` — win een partij waarin je tegenspeler door zijn tijd heen is
    `/punct { punct-analyse }` · `/punct { punct-plan }` — zetten privé uitproberen; antwoorden vooraf plannen
    `/punct { punct-away }` · `/punct { punct-back }` — zet je klokken stil terwijl je weg bent, en laat ze weer lopen
    Een partij wordt gespeeld in het kanaal waarin ze begon. In een privébericht met mij kun je tegen de computer spelen, je partijen opsommen en hun borden bekijken.

help-more-title = Terugkijken en leren
help-more =
    `/punct { punct-history }` — de zetten, elke eerdere stelling, het partijverslag en een herhaling
    `/punct { punct-leaderboard }` — de spelers met de beste rating (partijen tussen twee mensen tellen)
    `/punct { punct-league } { punct-league-standings }` — de competities van deze server
    `/punct { punct-review }` — de keerpunten van een afgelopen partij, met afbeeldingen
    `/punct { punct-puzzle }` — een puzzel alleen voor jou
    `/punct { punct-learn }` — de lessen, één regel tegelijk (alleen jij ziet ze)
    `/punct { punct-settings }` — je eigen instellingen: een privébericht als je aan zet bent, je tijdzone, getypte zetten eerst zien
    `/punct { punct-help }` — deze pagina

    { "**" }Eerlijk spel:** in een partij tussen twee mensen beoordeel ik geen enkele zet: `/punct { punct-move }` stelt toegestane zetten voor in de volgorde van het bord en zegt niets over hun sterkte. De suggesties bij een puzzel wijzen nooit het antwoord aan. Hulp — winnende zetten eerst, nuttige bovenaan — is er voor partijen tegen de computer en voor de lessen; `/punct { punct-review }` beoordeelt een partij pas als die voorbij is.
