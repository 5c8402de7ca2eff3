// How the window looks outside the board: the application icon, small drawn icons, and the dark
// palette behind the analyzer's --dark option.
#pragma once

#include "ttt/board.h"

#include <QIcon>
#include <QPalette>

class QStyle;

namespace Appearance {

// The analyzer's icon: resources/ttt-analyzer.svg drawn with QPainter at whatever size and
// display scale it is asked for (Qt reads SVG only with the optional Qt SVG module). Every icon
// here is drawn that way, so none is a scaled pixmap.
QIcon applicationIcon();

// An x or an o drawn in `color`, for the first-player actions.
QIcon markIcon(ttt::Mark mark, const QColor& color);

// The board turned or flipped by `symmetry` (ttt::Symmetry::QuarterTurnClockwise, ...,
// ttt::Symmetry::MirrorTopBottom), drawn as arrows in `color`: the Rotate and Flip actions' icons.
// Drawn with lines rather than arrow characters, which most fonts lack (looking for a font that
// has them costs start-up time).
QIcon symmetryIcon(ttt::Symmetry symmetry, const QColor& color);

// A glyph such as "★" drawn in `color`, as an icon.
QIcon glyphIcon(const QString& glyph, const QColor& color);

// The file and edit actions' own icons, drawn in `color`: what the toolbar shows when the
// desktop's icon theme has none (Qt's built-in ones are pixmaps, soft at 150 %).
enum class ActionIcon { New, Open, Save, Undo, Redo, Clear };
QIcon actionIcon(ActionIcon kind, const QColor& color);

// The desktop theme's icon called `name`, or `fallback` when the theme has none.
QIcon themeIcon(const QString& name, const QIcon& fallback);

// A dark palette for the Fusion style: what `ttt-analyzer --dark` uses, and how the window is
// checked on a dark theme.
QPalette darkPalette();

// The outline of check boxes and radio buttons on `palette`: at least kIndicatorContrast (WCAG's
// 3:1 for the parts of a control) against the window, the base inside the box and the menus.
inline constexpr double kIndicatorContrast = 3.0;
QColor indicatorOutline(const QPalette& palette);

// The Fusion style behind --dark and --light, with check boxes and radio buttons outlined in
// indicatorOutline(): Fusion's own outline all but disappears on a dark window. The caller
// owns it (QApplication::setStyle takes it).
QStyle* fusionStyle();

} // namespace Appearance
