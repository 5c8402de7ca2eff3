// The heatmap's colours: colour-blind safe, shaded by speed or by score, derived from the palette.
//
// Hues come from the Okabe–Ito set, which stays apart for the common forms of colour blindness:
// blue for a win, vermillion (orange-red) for a loss, and a neutral grey for a tie; there is no
// red/green pair. Each fill is the hue mixed into the palette's base colour, so the same code
// reads well on a light or a dark palette: the faster the result, the more of the hue. Labels
// are black or white, whichever contrasts more with the fill, and always say the outcome in
// words too, so colour is never the only cue.
//
// Line-score cells show a final score (o lines minus x lines), which is the same whoever is to
// move, so its palette is diverging rather than win/lose: blue for o ahead, orange (Okabe–Ito's
// yellow-orange, not the vermillion of a loss) for x ahead, the tie's grey at 0, and the more
// lines ahead the more of the hue.
#pragma once

#include "ttt/rules.h"
#include "ttt/solver.h"

#include <QColor>
#include <QPalette>

#include <vector>

namespace Heatmap {

// Whether `palette` is dark (light text on a dark base).
bool isDark(const QPalette& palette);

// How much of the outcome's hue a cell gets, from 1 for a game that ends at once down to about
// a half for the slowest result on a board of `cells` cells; every tie gets the same.
double strength(ttt::Evaluation evaluation, bool dark, int cells = ttt::kTicTacToe.cells());

// The full-strength hue of an outcome on a light or a dark palette.
QColor hue(ttt::Outcome outcome, bool dark);

// The fill of a cell whose move has `evaluation`, on a board of `cells` cells.
QColor fillColor(
    ttt::Evaluation evaluation, const QPalette& palette, int cells = ttt::kTicTacToe.cells());

// Line-score: how much of its hue a score gets (0 for a level score, which is grey), and the
// hue of a side being ahead. Scores of kStrongestScore lines or more share the strongest shade.
inline constexpr int kStrongestScore = 3;
double scoreStrength(int score, bool dark);
QColor scoreHue(ttt::Mark sideAhead, bool dark);
QColor scoreFillColor(int score, const QPalette& palette);

// The fill of a cell whose move has `evaluation` under `rules`: by outcome and plies, or by
// final score in line-score.
QColor fillColor(ttt::Evaluation evaluation, ttt::Rules rules, const QPalette& palette,
    int cells = ttt::kTicTacToe.cells());

// A result not proven yet is painted as stripes of the outcomes still possible, each a pale
// shade, so that it never passes for a proven one: at least a tie, the tie's grey and the win's
// blue; at most a tie, grey and the loss's vermillion; unknown, all three (line-score: the
// tie's grey and the base). These are the stripes' colours, in order.
std::vector<QColor> boundStripes(
    ttt::Evaluation evaluation, ttt::Rules rules, const QPalette& palette);

// Black or white text, whichever contrasts more with `fill`: at least WCAG's 4.5:1 on any fill.
QColor textColor(const QColor& fill);
// The same for text over several fills (stripes): the one whose worst contrast is better.
QColor textColor(const std::vector<QColor>& fills);

// WCAG relative luminance (0 black .. 1 white) and contrast ratio (1 .. 21).
double relativeLuminance(const QColor& color);
double contrastRatio(const QColor& a, const QColor& b);

// `from` moved `amount` (0..1) of the way to `to`, channel by channel.
QColor mix(const QColor& from, const QColor& to, double amount);

} // namespace Heatmap
