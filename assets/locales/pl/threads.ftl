# Osobny wątek dla każdej partii (/punct server-settings threads:) na serwerze,
# który tego chce: każda partia między ludźmi toczy się w publicznym wątku
# utworzonym z jej wyzwania.

## Wątek

# Nazwa wątku (Discord przycina ją do 100 znaków): numer partii i nazwy jej
# graczy, najpierw białe.
thread-name = PÜNCT #{ $game } · { $white } – { $black }
# Wiadomość z wyzwaniem, gdy partia przeniosła się już do swojego wątku:
# jedyna linijka, która zostaje na kanale, gdy partia się zaczyna.
challenge-accepted-in-thread = Wyzwanie przyjęte przez { $user }: partia { $game } toczy się we własnym wątku, { $thread }.
# Jedyna linijka, którą dostaje kanał, gdy partia się kończy; wątek zostaje
# wtedy zarchiwizowany (ruch albo wiadomość w nim otwiera go ponownie).
lobby-game-over = Partia { $game } ({ $white } – { $black }) zakończona: { $result }. Wszystkie ruchy są w jej wątku: { $thread }

## Gdy bot nie może tu tworzyć wątków

# Nazwy uprawnień, jakich używa sam Discord w ustawieniach serwera w tym
# języku.
permission-create-public-threads = Tworzenie wątków publicznych
permission-send-messages-in-threads = Wysyłanie wiadomości w wątkach
# Mówione prywatnie wyzywającemu, po opublikowaniu wyzwania.
threads-missing-permission = Na tym serwerze każda partia toczy się we własnym wątku, ale nie mogę tworzyć wątków na tym kanale, więc ta partia będzie rozgrywana tutaj. Ktoś, kto zarządza serwerem, może mi nadać { $permissions } na tym kanale.

## /punct server-settings

server-settings-shown = **Ustawienia tego serwera** (zmieniają je członkowie z uprawnieniem „Zarządzanie serwerem”):
    • Osobny wątek dla każdej partii: **{ $threads ->
        [on] włączony**: każda partia między ludźmi toczy się we własnym publicznym wątku, utworzonym z jej wyzwania; na tym kanale zostaje jedna linijka, gdy partia się zaczyna, i dochodzi jedna, gdy się kończy.
       *[off] wyłączony**: partie toczą się na kanale, na którym rzucono wyzwanie.
    } Zmień to przez `/punct { punct-server-settings } { punct-server-settings.threads }:`. Trwające już partie zostają tam, gdzie są.
server-settings-league-role = • Kto może tworzyć ligi: { $role ->
        [none] członkowie z uprawnieniem „Zarządzanie serwerem”.
       *[other] członkowie z uprawnieniem „Zarządzanie serwerem” oraz członkowie z rolą { $role }.
    } Zmień to przez `/punct { punct-server-settings } { punct-server-settings.league-role }:`; `{ punct-server-settings.clear-league-role }:True` zostawia to znów tylko uprawnieniu „Zarządzanie serwerem”.
server-settings-changed = Zapisano.
server-settings-manage-only = Ustawienia tego serwera mogą zmieniać tylko członkowie z uprawnieniem **Zarządzanie serwerem**. Bez opcji `/punct { punct-server-settings }` pokazuje je każdemu.
server-settings-in-dm = Ustawienia serwera dotyczą konkretnego serwera: użyj `/punct { punct-server-settings }` na jednym z jego kanałów.
