# Jugar en cualquier parte: la aplicación que alguien ha añadido para sí, usada en
# un mensaje directo, individual o grupal, entre amigos (o en un servidor sin el
# bot), donde el bot responde a lo que hace la gente pero no puede publicar por su
# cuenta.

## Botones bajo cada tablero allí: solo quien añadió la aplicación tiene los
## comandos de barra, así que todo lo que necesita una partida es un botón.

button-board = Tablero
button-ask-resign = Abandonar…
button-offer-draw = Ofrecer tablas
button-ask-takeback = Deshacer

## Se dice cuando allí empieza una partida (bajo su primer tablero).

answer-only-start = Aquí solo puedo responder, no publicar por mi cuenta: en este chat no llegarán recordatorios, así que no pierdas de vista tus partidas. Todo está en los botones bajo cada tablero. Para recibir un mensaje directo cuando te toque mover, usa `/punct { punct-settings } { punct-settings.notify }:` (funciona si compartimos algún servidor).
