# Overal spelen: de app die iemand voor zichzelf heeft toegevoegd, gebruikt in een
# privé- of groepsbericht tussen vrienden (of op een server zonder de bot), waar de
# bot antwoordt op wat mensen doen maar niet uit zichzelf iets kan plaatsen.

## Knoppen onder elk bord daar: alleen wie de app heeft toegevoegd, heeft de
## slash-commando’s, dus alles wat een partij nodig heeft, is een knop.

button-board = Bord
button-ask-resign = Opgeven…
button-offer-draw = Remise aanbieden
button-ask-takeback = Terugnemen

## Gezegd als daar een partij begint (onder het eerste bord).

answer-only-start = Hier kan ik alleen antwoorden, niet uit mezelf iets plaatsen: in dit gesprek komen geen herinneringen, dus houd je partijen zelf in de gaten. Alles staat op de knoppen onder elk bord. Wil je een privébericht als je aan zet bent, gebruik dan `/punct { punct-settings } { punct-settings.notify }:` (dat werkt als we een server delen).
