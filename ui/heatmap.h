// The outcome heatmap's colours: colour-blind safe, shaded by speed, derived from the palette.
//
// Hues come from the Okabe–Ito set, which stays apart for the common forms of colour blindness:
// blue for a win, vermillion (orange-red) for a loss, and a neutral grey for a tie; there is no
// red/green pair. Each fill is the hue mixed into the palette's base colour, so the same code
// reads well on a light or a dark palette: the faster the result, the more of the hue. Labels
// are black or white, whichever contrasts more with the fill, and always say the outcome in
// words too, so colour is never the only cue.
#pragma once

#include "ttt/solver.h"

#include <QColor>
#include <QPalette>

namespace Heatmap {

// Whether `palette` is dark (light text on a dark base).
bool isDark(const QPalette& palette);

// How much of the outcome's hue a cell gets, from 1 for a game that ends at once down to about
// a half for the slowest result; every tie gets the same.
double strength(ttt::Evaluation evaluation, bool dark);

// The full-strength hue of an outcome on a light or a dark palette.
QColor hue(ttt::Outcome outcome, bool dark);

// The fill of a cell whose move has `evaluation`.
QColor fillColor(ttt::Evaluation evaluation, const QPalette& palette);

// Black or white text, whichever contrasts more with `fill`.
QColor textColor(const QColor& fill);

// WCAG relative luminance (0 black .. 1 white) and contrast ratio (1 .. 21).
double relativeLuminance(const QColor& color);
double contrastRatio(const QColor& a, const QColor& b);

// `from` moved `amount` (0..1) of the way to `to`, channel by channel.
QColor mix(const QColor& from, const QColor& to, double amount);

} // namespace Heatmap
