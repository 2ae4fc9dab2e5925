## Why a game ended: one message per way (the code of the core's
## `games::End`). `$side`, `$winner` and `$loser` are sides (see
## names.ftl); `$name` a player's name; `$text` the operator's own words;
## `$why` a breach, already worded.

end-draw-agreed = draw agreed
end-resigned = { $side } ({ $name }) resigned
end-resigned-side = { $side } resigned
end-lost-on-time = { $side } ({ $name }) lost on time
end-operator = operator's decision: { $text }
end-neither-army = neither army arrived in time
end-flag-captured = { $winner } captured { $loser }'s Flag
end-both-flags-missing = both Flags are missing
end-max-plies = the game reached { $n } plies (max-plies { $n })
end-blocked = { $side } has no legal move: every movable piece is blocked
end-no-movable-piece = { $side } has no legal move: no movable piece is left
end-no-move-seen = { $side } has no legal move
end-capital-reached = the { $side } reached { $capital }
end-no-piece-left = the { $side } have no piece left
end-no-legal-move = the { $side } have no legal move
end-officers-removed = both Officers have been removed, so the Officers have no legal move
end-fortress-occupied = the Soldiers occupy all nine fortress points
end-soldiers-left = { $left ->
    [one] only { $left } Soldier is left ({ $taken } taken)
   *[other] only { $left } Soldiers are left ({ $taken } taken)
}
end-threefold = threefold repetition: the same position with the same player to move has occurred three times
end-forfeit = { $side } forfeits: { $why }
end-no-reveal = neither player revealed their army in time: the game is void
