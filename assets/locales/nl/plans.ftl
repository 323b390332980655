# Vooruitdenken (messages/plans.rs): het eigen analysebord van een speler
# (/punct analyse, de knop Analyseren onder een bord) en zijn plan met
# voorwaardelijke zetten (/punct plan, „Opslaan als plan”). Alleen die speler
# ziet er iets van. De zetnotatie (F5>H7-H8-I8) is in alle talen dezelfde.

## Het analysebord

button-analyse = Analyseren
analysis-title = Analysebord van partij { $game } (alleen jij ziet het)
analysis-start = De stelling van de partij na zet { $ply }. Speel hier zetten voor beide kanten: niets op dit bord verandert de partij.
analysis-start-empty = De beginstelling van de partij. Speel hier zetten voor beide kanten: niets op dit bord verandert de partij.
analysis-tried = Geprobeerd vanaf de stelling van de partij na zet { $from }: { $moves }.
analysis-in-game = Terug bij zet { $ply } van de partij zelf (de partij staat bij zet { $last }).
analysis-to-move = Op dit bord is { colour-name } aan zet.
analysis-board-over = Op dit bord is de partij afgelopen: { $result }.
analysis-no-engine = Geen computer op dit bord zolang de partij loopt: eerlijk spel voor jullie allebei.
analysis-engine-offered = De partij is afgelopen, dus de computer mag hier helpen: **{ analysis-button-engine }**.
analysis-plan-hint = Wacht je op { $opponent }? Speel de zet die je verwacht en je antwoord, en dan **{ analysis-button-save }**: komt die zet, dan wordt je antwoord meteen gespeeld.
analysis-plan-ready = **{ analysis-button-save }** bewaart deze lijn: als { $opponent } { $move } speelt, wordt je antwoord { $reply } meteen gespeeld.
analysis-stale = Deze kopie van je analysebord was verouderd, dus er is niets veranderd. Hier is het bord zoals het nu staat.
analysis-closed = Analysebord gesloten. De partij is niet veranderd.
analysis-choose-piece = **Welk stuk?** Kies een stuk van { colour-name } (via het veld van zijn PÜNCT) of een nieuw stuk uit de voorraad, of typ een zet met `/punct { punct-analyse } { punct-analyse.move }:`.
analysis-the-piece-at = het stuk op { $cell }, { $kind_name }
analysis-tried-move = Geprobeerd op het bord: { $move }.

analysis-button-back = ◀ Terug
analysis-button-forward = Vooruit ▶
analysis-button-reset = Terugzetten
analysis-button-save = Opslaan als plan
analysis-button-engine = Computer
analysis-button-close = Sluiten
analysis-button-try = Deze zet proberen
analysis-button-try-engine = { $move } proberen

analysis-caption = Analyse, niet de partij: { colour-name } aan zet
analysis-caption-over = Analyse, niet de partij
analysis-alt = Analysebord van partij { $game }, niet de partij zelf.

## De computer, zodra de partij afgelopen is

analysis-engine = **Computer:** { $best } voor { colour-name }. { $standing }.
analysis-engine-none = **Computer:** hier is geen zet te doen. { $standing }.
analysis-standing = { $standing ->
    [won] { $who } heeft gewonnen
    [lost] { $who } heeft verloren
    [about-to-connect] { $who } kan met de volgende zet verbinden
    [threatened] { $other } dreigt met de volgende zet te verbinden
    [better] { $who } staat beter
    [worse] { $who } staat slechter
   *[even] de stelling is gelijk
  }

## Het plan

plan-title = Je plan voor partij { $game } (alleen jij ziet het)
plan-none = Je hebt geen plan voor partij { $game }. Zo maak je er een: `/punct { punct-analyse }`, speel de zet die je van { $opponent } verwacht en je antwoord, en dan **{ analysis-button-save }**.
plan-line = Als { $opponent } **{ $move }** speelt, antwoord je **{ $reply }**
plan-line-then = daarna op **{ $move }** met **{ $reply }**
plan-rules = Speelt { $opponent } een zet die een lijn verwacht, dan wordt je antwoord meteen gespeeld, ook als je er niet bent. Een zet die geen enkele lijn verwacht, wist het plan (je krijgt bericht), net als een teruggenomen zet en het einde van de partij. { $opponent } ziet het nooit.
plan-delete-placeholder = Verwijder een lijn
plan-delete-option = Lijn { $number }: { $moves }
plan-button-delete-all = Hele plan verwijderen
plan-button-analyse = { button-analyse }
plan-deleted = Lijn verwijderd.
plan-deleted-all = Plan verwijderd: in partij { $game } wordt niets voor je gespeeld.
plan-saved = Opgeslagen in je plan voor partij { $game }: als { $opponent } { $move } speelt, antwoord je { $reply }{ $more ->
    [0] .
   *[other] , en daarna nog { $more } { $more ->
        [one] zet
       *[other] zetten
    }.
  }
plan-saved-replaced = { $count ->
    [one] Dit vervangt een lijn die anders antwoordde of minder ver ging.
   *[other] Dit vervangt { $count } lijnen die anders antwoordden of minder ver gingen.
  }
plan-saved-known = Deze lijn stond al in je plan voor partij { $game }: er is niets veranderd.
plan-see = `/punct { punct-plan }` toont je plan en verwijdert lijnen.

## Gespeeld uit een plan, en een gewist plan

move-made-planned = Zet { $ply } ({ colour-name }): { $notation }, meteen gespeeld uit een vooraf gemaakt plan.
plan-note-unexpected = Je plan voor partij { $game } is gewist: { $opponent } speelde { $move }, wat geen enkele lijn ervan verwachtte. Je bent aan zet.
plan-note-illegal = Je plan voor partij { $game } is gewist: het antwoord { $move } uit het plan was niet meer toegestaan en is dus niet gespeeld. Je bent aan zet.

## Weigeringen

error-engine-during-game = Geen computer op het analysebord van partij { $game } zolang die loopt: dat zou advies aan één kant zijn. Zodra de partij afgelopen is, is **{ analysis-button-engine }** er.
error-no-plan-here = Partij { $game } neemt geen plan aan: een plan beantwoordt de zetten van een mens in een partij die nog loopt.
error-plan-on-your-turn = Je bent aan zet in partij { $game }: speel je zet (`/punct { punct-move }`). Een plan beantwoordt de zet van je tegenspeler terwijl jij wacht.
error-plan-not-from-here = Dit analysebord gaat niet verder vanaf partij { $game } zoals die nu staat (de partij is verdergegaan, of het bord is teruggegaan tot vóór haar stelling). Druk op **{ analysis-button-reset }** en speel dan de zet van je tegenspeler en je antwoord.
error-plan-too-short = Een plan heeft de zet nodig die je van je tegenspeler verwacht en je antwoord, vanaf de stelling van partij { $game }: speel ze allebei op het bord, en dan **{ analysis-button-save }**.
error-plan-too-large = Een plan bevat hoogstens { $lines } lijnen van elk { $moves } zetten (partij { $game }): verwijder een lijn met `/punct { punct-plan }`, of sla een kortere op.
error-no-such-plan-line = Die lijn staat niet meer in je plan voor partij { $game } (uitgespeeld of verwijderd): `/punct { punct-plan }` toont het zoals het nu is.
