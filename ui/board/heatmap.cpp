// The heatmap's colours (see heatmap.h for the choice of hues).
#include "board/heatmap.h"

#include "ttt/geometry.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace Heatmap {

namespace {
// The slowest result still gets this much of its hue, so it stays apart from a tie.
constexpr double kWeakest = 0.46;
// A tie always runs until the board is full: one shade, a quiet one, that stays apart from the
// weakest win and loss and from the board's tray (ΔE ≥ 15 in CIELAB for typical, protan and
// deutan vision; tst_heatmap checks).
constexpr double kTieOnLight = 0.55;
constexpr double kTieOnDark = 0.6;

// How much of its hue each stripe of a result not proven yet gets: pale, so that the stripes
// never pass for a proven fill and the label stays readable over them.
constexpr double kStripe = 0.3;

// Line-score shades by lines ahead: one, two, kStrongestScore or more.
constexpr double kScoreStrength[] = { 0.42, 0.7, 1.0 };

// Labels are pure black or white: with black as dark as it goes, one of the two reads at WCAG's
// 4.5:1 on any fill whatever (the worst fill, where both are alike, gives 4.58:1; a black of
// #101010 would give only 4.36:1 there, and the mid shades of big boards come close to it).
QColor labelBlack()
{
    return { 0x00, 0x00, 0x00 };
}

double linearChannel(double value)
{
    return value <= 0.04045 ? value / 12.92 : std::pow((value + 0.055) / 1.055, 2.4);
}
} // namespace

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightnessF() < palette.color(QPalette::Text).lightnessF();
}

double strength(ttt::Evaluation evaluation, bool dark, int cells)
{
    if (evaluation.outcome == ttt::Outcome::Tie)
        return dark ? kTieOnDark : kTieOnLight;
    // Plies run from 1 (the move ends the game) to `cells` (the move starts a full game).
    const int plies = std::clamp(evaluation.plies, 1, cells);
    return 1.0 - (1.0 - kWeakest) * double(plies - 1) / double(cells - 1);
}

QColor hue(ttt::Outcome outcome, bool dark)
{
    switch (outcome) {
    case ttt::Outcome::Win:
        return dark ? QColor(0x56, 0xb4, 0xe9) : QColor(0x00, 0x72, 0xb2); // sky blue / blue
    case ttt::Outcome::Lose:
        return dark ? QColor(0xf0, 0x7a, 0x3c) : QColor(0xd5, 0x5e, 0x00); // vermillion
    case ttt::Outcome::Tie:
        return dark ? QColor(0xc8, 0xc8, 0xc8) : QColor(0x80, 0x80, 0x80); // neutral grey
    case ttt::Outcome::None:
        break;
    }
    return dark ? QColor(0x60, 0x60, 0x60) : QColor(0xc0, 0xc0, 0xc0);
}

QColor fillColor(ttt::Evaluation evaluation, const QPalette& palette, int cells)
{
    const QColor base = palette.color(QPalette::Base);
    const bool dark = isDark(palette);
    return mix(base, hue(evaluation.outcome, dark), strength(evaluation, dark, cells));
}

double scoreStrength(int score, bool dark)
{
    if (score == 0)
        return dark ? kTieOnDark : kTieOnLight;
    const int lines = std::min(std::abs(score), kStrongestScore);
    return kScoreStrength[lines - 1];
}

QColor scoreHue(ttt::Mark sideAhead, bool dark)
{
    if (sideAhead == ttt::Mark::O)
        return dark ? QColor(0x56, 0xb4, 0xe9) : QColor(0x00, 0x72, 0xb2); // sky blue / blue
    if (sideAhead == ttt::Mark::X)
        return dark ? QColor(0xf0, 0xb0, 0x30) : QColor(0xe6, 0x9f, 0x00); // orange
    return hue(ttt::Outcome::Tie, dark);
}

QColor scoreFillColor(int score, const QPalette& palette)
{
    const bool dark = isDark(palette);
    const ttt::Mark ahead = score > 0 ? ttt::Mark::O : score < 0 ? ttt::Mark::X : ttt::Mark::Empty;
    return mix(palette.color(QPalette::Base), scoreHue(ahead, dark), scoreStrength(score, dark));
}

QColor fillColor(ttt::Evaluation evaluation, ttt::Rules rules, const QPalette& palette, int cells)
{
    return rules == ttt::Rules::LineScore ? scoreFillColor(evaluation.score, palette)
                                          : fillColor(evaluation, palette, cells);
}

std::vector<QColor> boundStripes(
    ttt::Evaluation evaluation, ttt::Rules rules, const QPalette& palette)
{
    const QColor base = palette.color(QPalette::Base);
    const bool dark = isDark(palette);
    const auto pale = [&](ttt::Outcome outcome) { return mix(base, hue(outcome, dark), kStripe); };
    if (rules == ttt::Rules::LineScore)
        return { pale(ttt::Outcome::Tie), base };
    switch (evaluation.bound) {
    case ttt::Bound::AtLeastTie:
        return { pale(ttt::Outcome::Tie), pale(ttt::Outcome::Win) };
    case ttt::Bound::AtMostTie:
        return { pale(ttt::Outcome::Tie), pale(ttt::Outcome::Lose) };
    default:
        return { pale(ttt::Outcome::Win), pale(ttt::Outcome::Tie), pale(ttt::Outcome::Lose) };
    }
}

QColor textColor(const std::vector<QColor>& fills)
{
    const QColor black = labelBlack();
    const QColor white(0xff, 0xff, 0xff);
    double worstBlack = 21;
    double worstWhite = 21;
    for (const QColor& fill : fills) {
        worstBlack = std::min(worstBlack, contrastRatio(fill, black));
        worstWhite = std::min(worstWhite, contrastRatio(fill, white));
    }
    return worstBlack >= worstWhite ? black : white;
}

QColor textColor(const QColor& fill)
{
    const QColor black = labelBlack();
    const QColor white(0xff, 0xff, 0xff);
    return contrastRatio(fill, black) >= contrastRatio(fill, white) ? black : white;
}

double relativeLuminance(const QColor& color)
{
    return 0.2126 * linearChannel(color.redF()) + 0.7152 * linearChannel(color.greenF())
        + 0.0722 * linearChannel(color.blueF());
}

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor mix(const QColor& from, const QColor& to, double amount)
{
    const auto channel = [amount](int a, int b) {
        return static_cast<int>(std::lround(a + (b - a) * std::clamp(amount, 0.0, 1.0)));
    };
    return QColor(channel(from.red(), to.red()), channel(from.green(), to.green()),
        channel(from.blue(), to.blue()));
}

} // namespace Heatmap
