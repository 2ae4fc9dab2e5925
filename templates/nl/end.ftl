## Waarom een partij eindigde: één bericht per manier (de code van
## `games::End` van de kern). `$side`, `$winner` en `$loser` zijn kanten
## (zie names.ftl); `$name` de naam van een speler; `$text` de eigen
## woorden van de beheerder; `$why` een overtreding, al verwoord.

end-draw-agreed = remise overeengekomen
end-resigned = { $side } ({ $name }) heeft opgegeven
end-resigned-side = { $side } heeft opgegeven
end-lost-on-time = { $side } ({ $name }) verloor op tijd
end-operator = besluit van de beheerder: { $text }
end-neither-army = geen van beide legers kwam op tijd binnen
end-flag-captured = { $winner } heeft de Vlag van { $loser } veroverd
end-both-flags-missing = beide Vlaggen ontbreken
end-max-plies = de partij bereikte { $n } halve zetten (max-plies { $n })
end-blocked = { $side } heeft geen geldige zet: elk beweegbaar stuk is ingesloten
end-no-movable-piece = { $side } heeft geen geldige zet: er is geen beweegbaar stuk meer
end-no-move-seen = { $side } heeft geen geldige zet
end-capital-reached = de { $side } hebben { $capital } bereikt
end-no-piece-left = de { $side } hebben geen stuk meer
end-no-legal-move = de { $side } hebben geen geldige zet
end-officers-removed = beide Officieren zijn weggenomen, dus de Officieren hebben geen geldige zet
end-fortress-occupied = de Soldaten bezetten alle negen punten van de vesting
end-soldiers-left = { $left ->
    [one] er is nog maar { $left } Soldaat over ({ $taken } geslagen)
   *[other] er zijn nog maar { $left } Soldaten over ({ $taken } geslagen)
}
end-threefold = drievoudige herhaling: dezelfde stelling met dezelfde speler aan zet is drie keer voorgekomen
end-forfeit = { $side } verliest reglementair: { $why }
end-no-reveal = geen van beide spelers heeft zijn leger op tijd onthuld: de partij is ongeldig
