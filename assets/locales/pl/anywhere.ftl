# Gra wszędzie: aplikacja dodana przez użytkownika dla siebie, używana w wiadomości
# prywatnej lub grupowej między znajomymi (albo na serwerze bez bota), gdzie bot
# odpowiada na to, co robią ludzie, ale nie może niczego publikować sam z siebie.

## Przyciski pod każdą planszą w takim miejscu: komendy z ukośnikiem ma tylko
## osoba, która dodała aplikację, więc wszystko, czego potrzebuje partia, to przyciski.

button-board = Plansza
button-ask-resign = Poddaj partię…
button-offer-draw = Zaproponuj remis
button-ask-takeback = Cofnij ruch

## Mówione, gdy zaczyna się tam partia (pod jej pierwszą planszą).

answer-only-start = Tutaj mogę tylko odpowiadać, a nie publikować sam z siebie: w tej rozmowie nie będzie przypomnień, więc pilnuj swoich partii. Wszystko znajdziesz na przyciskach pod każdą planszą. Aby dostawać wiadomość prywatną, gdy przypada twój ruch, użyj `/punct { punct-settings } { punct-settings.notify }:` (działa to, jeśli jesteśmy razem na jakimś serwerze).
