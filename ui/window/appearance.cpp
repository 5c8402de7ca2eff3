// The application icon, drawn action icons and the dark palette.
#include "window/appearance.h"

#include "board/heatmap.h"

#include <QApplication>
#include <QFont>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPolygonF>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>

namespace Appearance {
namespace {

// How an icon is drawn: on a transparent square `size` device pixels wide.
using Paint = std::function<void(QPainter& painter, double size)>;

// An icon drawn from its shapes at exactly the size and display scale it is shown at, so it is
// as sharp at 150 % or 200 % as at 100 % (nothing is scaled from a pixmap of another size).
class PaintedIconEngine : public QIconEngine {
public:
    explicit PaintedIconEngine(Paint paint)
        : m_paint(std::move(paint))
    { }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State) override
    {
        const int side = std::max(1, std::min(size.width(), size.height()));
        QPixmap pixmap(side, side);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        m_paint(painter, side);
        painter.end();
        if (mode == QIcon::Normal || mode == QIcon::Active || !QApplication::style())
            return pixmap;
        // Disabled and selected icons look the way the style makes them look.
        QStyleOption option;
        option.palette = QApplication::palette();
        return QApplication::style()->generatedIconPixmap(mode, pixmap, &option);
    }

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal scale = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        QPixmap drawn = pixmap(rect.size() * scale, mode, state);
        drawn.setDevicePixelRatio(scale);
        painter->drawPixmap(rect, drawn);
    }

    QSize actualSize(const QSize& size, QIcon::Mode, QIcon::State) override
    {
        const int side = std::min(size.width(), size.height());
        return { side, side };
    }

    // Any size can be drawn; these are the ones offered to a window system that asks.
    QList<QSize> availableSizes(QIcon::Mode, QIcon::State) override
    {
        return { { 16, 16 }, { 22, 22 }, { 24, 24 }, { 32, 32 }, { 48, 48 }, { 64, 64 },
            { 128, 128 }, { 256, 256 } };
    }

    QIconEngine* clone() const override { return new PaintedIconEngine(m_paint); }
    QString key() const override { return QStringLiteral("ttt-painted"); }

private:
    Paint m_paint;
};

QIcon paintedIcon(Paint paint)
{
    return QIcon(new PaintedIconEngine(std::move(paint)));
}

} // namespace

QIcon applicationIcon()
{
    // resources/ttt-analyzer.svg, shape for shape: the board x to move after x top right and o
    // bottom left, with its true heatmap (blue corners win, vermillion edges lose, grey ties).
    return paintedIcon([](QPainter& painter, double size) {
        painter.scale(size / 256.0, size / 256.0);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0x1e, 0x2a, 0x36));
        painter.drawRoundedRect(QRectF(8, 8, 240, 240), 44, 44);
        const QColor win(0x00, 0x72, 0xb2);
        const QColor lose(0xd5, 0x5e, 0x00);
        const QColor mark(0xf5, 0xf2, 0xea);
        const QColor tie(0xc9, 0xc9, 0xc9);
        const QColor cells[9] = { win, lose, mark, tie, tie, lose, mark, tie, win };
        for (int cell = 0; cell < 9; ++cell) {
            painter.setBrush(cells[cell]);
            painter.drawRoundedRect(
                QRectF(22 + 74 * (cell % 3), 22 + 74 * (cell / 3), 64, 64), 11, 11);
        }
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0x1e, 0x2a, 0x36), 10, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(185, 37), QPointF(219, 71));
        painter.drawLine(QPointF(185, 71), QPointF(219, 37));
        painter.drawEllipse(QPointF(54, 202), 18, 18);
    });
}

QIcon markIcon(ttt::Mark mark, const QColor& color)
{
    return paintedIcon([=](QPainter& painter, double size) {
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(color, size * 0.14, Qt::SolidLine, Qt::RoundCap));
        const double inset = size * 0.22;
        const QRectF box(inset, inset, size - 2 * inset, size - 2 * inset);
        if (mark == ttt::Mark::X) {
            painter.drawLine(box.topLeft(), box.bottomRight());
            painter.drawLine(box.bottomLeft(), box.topRight());
        } else if (mark == ttt::Mark::O) {
            painter.drawEllipse(box);
        }
    });
}

QIcon symmetryIcon(ttt::Symmetry symmetry, const QColor& color)
{
    return paintedIcon([=](QPainter& painter, double size) {
        painter.setRenderHint(QPainter::Antialiasing);
        const double pen = std::max(1.5, size * 0.09);
        painter.setPen(QPen(color, pen, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        const QPointF centre(size / 2.0, size / 2.0);
        const double head = size * 0.2;
        // An arrowhead at `tip` pointing along `direction` (a unit vector).
        const auto arrowhead = [&](QPointF tip, QPointF direction) {
            const QPointF back = tip - direction * head;
            const QPointF side(-direction.y() * head * 0.6, direction.x() * head * 0.6);
            painter.drawPolyline(QPolygonF { back + side, tip, back - side });
        };
        if (symmetry == ttt::Symmetry::QuarterTurnClockwise
            || symmetry == ttt::Symmetry::QuarterTurnAnticlockwise) {
            // A circle open at the top; the head at the end the turn goes
            // to, pointing into the gap: upper left for clockwise, upper right for anticlockwise.
            const double radius = size * 0.3;
            const QRectF circle(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
            // Qt's angles run anticlockwise from three o'clock, in 1/16 degree.
            painter.drawArc(circle, 120 * 16, 300 * 16);
            const bool clockwise = symmetry == ttt::Symmetry::QuarterTurnClockwise;
            const double end = (clockwise ? 120.0 : 60.0) * std::numbers::pi / 180.0;
            const QPointF tip(
                centre.x() + radius * std::cos(end), centre.y() - radius * std::sin(end));
            // The way round at the tip (screen y grows downwards).
            const QPointF direction = clockwise ? QPointF(std::sin(end), std::cos(end))
                                                : QPointF(-std::sin(end), -std::cos(end));
            arrowhead(tip, direction);
        } else {
            // A mirror line and a double-headed arrow across it.
            const bool leftRight = symmetry == ttt::Symmetry::MirrorLeftRight;
            const double reach = size * 0.36;
            QPen dashed = painter.pen();
            dashed.setWidthF(std::max(1.0, pen * 0.6));
            painter.save();
            painter.setPen(dashed);
            if (leftRight)
                painter.drawLine(QPointF(centre.x(), size * 0.1), QPointF(centre.x(), size * 0.9));
            else
                painter.drawLine(QPointF(size * 0.1, centre.y()), QPointF(size * 0.9, centre.y()));
            painter.restore();
            const QPointF axis = leftRight ? QPointF(1, 0) : QPointF(0, 1);
            const QPointF offset = leftRight ? QPointF(0, size * 0.18) : QPointF(size * 0.18, 0);
            painter.drawLine(centre + offset - axis * reach, centre + offset + axis * reach);
            arrowhead(centre + offset + axis * reach, axis);
            arrowhead(centre + offset - axis * reach, -axis);
        }
    });
}

QIcon glyphIcon(const QString& glyph, const QColor& color)
{
    return paintedIcon([=](QPainter& painter, double size) {
        painter.setRenderHint(QPainter::TextAntialiasing);
        QFont font;
        font.setPixelSize(int(size * 0.9));
        painter.setFont(font);
        painter.setPen(color);
        painter.drawText(QRectF(0, 0, size, size), Qt::AlignCenter, glyph);
    });
}

QIcon actionIcon(ActionIcon kind, const QColor& color)
{
    return paintedIcon([=](QPainter& painter, double size) {
        painter.scale(size, size); // draw in a unit square
        painter.setPen(
            QPen(color, std::max(0.075, 1.3 / size), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        switch (kind) {
        case ActionIcon::New: // a page with its corner folded
            painter.drawPolygon(QPolygonF {
                { 0.24, 0.1 }, { 0.6, 0.1 }, { 0.78, 0.28 }, { 0.78, 0.9 }, { 0.24, 0.9 } });
            painter.drawPolyline(QPolygonF { { 0.6, 0.1 }, { 0.6, 0.28 }, { 0.78, 0.28 } });
            break;
        case ActionIcon::Open: // a folder, its flap open
            painter.drawPolyline(QPolygonF { { 0.1, 0.82 }, { 0.1, 0.2 }, { 0.38, 0.2 },
                { 0.46, 0.3 }, { 0.8, 0.3 }, { 0.8, 0.42 } });
            painter.drawPolygon(
                QPolygonF { { 0.1, 0.82 }, { 0.26, 0.42 }, { 0.92, 0.42 }, { 0.76, 0.82 } });
            break;
        case ActionIcon::Save: // an arrow down into a tray
            painter.drawLine(QPointF(0.5, 0.1), QPointF(0.5, 0.62));
            painter.drawPolyline(QPolygonF { { 0.3, 0.44 }, { 0.5, 0.64 }, { 0.7, 0.44 } });
            painter.drawPolyline(
                QPolygonF { { 0.12, 0.6 }, { 0.12, 0.88 }, { 0.88, 0.88 }, { 0.88, 0.6 } });
            break;
        case ActionIcon::Undo:
        case ActionIcon::Redo: { // a hooked arrow back (or on)
            if (kind == ActionIcon::Redo) {
                painter.translate(1, 0);
                painter.scale(-1, 1);
            }
            QPainterPath hook(QPointF(0.82, 0.84));
            hook.cubicTo(QPointF(0.9, 0.5), QPointF(0.68, 0.36), QPointF(0.2, 0.36));
            painter.drawPath(hook);
            painter.drawPolyline(QPolygonF { { 0.38, 0.18 }, { 0.2, 0.36 }, { 0.38, 0.54 } });
            break;
        }
        case ActionIcon::Clear: // an eraser on its line
            painter.save();
            painter.translate(0.52, 0.46);
            painter.rotate(-40);
            painter.drawRoundedRect(QRectF(-0.36, -0.16, 0.72, 0.32), 0.06, 0.06);
            painter.drawLine(QPointF(-0.06, -0.16), QPointF(-0.06, 0.16));
            painter.restore();
            painter.drawLine(QPointF(0.1, 0.9), QPointF(0.9, 0.9));
            break;
        }
    });
}

QIcon themeIcon(const QString& name, const QIcon& fallback)
{
    return QIcon::hasThemeIcon(name) ? QIcon::fromTheme(name) : fallback;
}

QPalette darkPalette()
{
    QPalette palette;
    const QColor window(0x2b, 0x2d, 0x31);
    const QColor base(0x1f, 0x21, 0x24);
    const QColor text(0xe8, 0xe8, 0xe8);
    const QColor disabledText(0x80, 0x80, 0x80);
    const QColor highlight(0x3d, 0x8e, 0xd9);

    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, QColor(0x27, 0x29, 0x2d));
    palette.setColor(QPalette::ToolTipBase, QColor(0x35, 0x37, 0x3b));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa4, 0xaa));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3b));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    palette.setColor(QPalette::Light, QColor(0x45, 0x47, 0x4c));
    palette.setColor(QPalette::Midlight, QColor(0x3a, 0x3c, 0x41));
    palette.setColor(QPalette::Mid, QColor(0x25, 0x27, 0x2a));
    palette.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    palette.setColor(QPalette::Shadow, QColor(0x0c, 0x0c, 0x0d));
    palette.setColor(QPalette::Highlight, highlight);
    palette.setColor(QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    palette.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    palette.setColor(QPalette::LinkVisited, QColor(0xb0, 0x8c, 0xf0));
    for (QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        palette.setColor(QPalette::Disabled, role, disabledText);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x52, 0x56));
    return palette;
}

QColor indicatorOutline(const QPalette& palette)
{
    // Fusion draws the box a shade darker than the window, which is 1.2:1 on a dark window and
    // 1.7:1 on its light one. Move from the window towards the text until the outline reaches
    // WCAG's 3:1 for graphics against the window, the base inside the box and the menus'
    // background (a touch lighter than the base), with some to spare for the antialiased edge of
    // a radio button's circle.
    const QColor window = palette.color(QPalette::Window);
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::WindowText);
    const QColor menu = base.lighter(108);
    QColor outline = text;
    for (int step = 0; step <= 20; ++step) {
        outline = Heatmap::mix(window, text, 0.3 + step * 0.035);
        if (Heatmap::contrastRatio(outline, window) >= kIndicatorContrast + 0.5
            && Heatmap::contrastRatio(outline, base) >= kIndicatorContrast + 0.5
            && Heatmap::contrastRatio(outline, menu) >= kIndicatorContrast + 0.5)
            break;
    }
    return outline;
}

namespace {

// Fusion, with the outline of check boxes and radio buttons (in dialogs, panels and menus)
// redrawn in indicatorOutline(), or in the highlight while the keyboard focus is on one.
class IndicatorStyle : public QProxyStyle {
public:
    IndicatorStyle()
        : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion")))
    { }

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
        const QWidget* widget) const override
    {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        if (element != PE_IndicatorCheckBox && element != PE_IndicatorRadioButton)
            return;
        const bool keyboardFocus
            = (option->state & State_HasFocus) && (option->state & State_KeyboardFocusChange);
        const QPalette::ColorGroup group
            = option->state & State_Enabled ? QPalette::Normal : QPalette::Disabled;
        QColor color = keyboardFocus ? option->palette.color(group, QPalette::Highlight)
                                     : indicatorOutline(option->palette);
        if (!(option->state & State_Enabled))
            color.setAlphaF(0.5f); // a disabled box may be faint: it cannot be used
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(QPen(color, 1));
        painter->setBrush(Qt::NoBrush);
        const QRect rect = option->rect;
        if (element == PE_IndicatorCheckBox) {
            // Where Fusion draws its outline.
            painter->translate(0.5, 0.5);
            painter->drawRect(rect.adjusted(0, 0, -1, -1));
        } else {
            // Fusion's circle falls between pixels, which halves a 1-pixel line: a thicker one.
            const QPointF centre = rect.center() + QPoint(1, 1);
            const double radius = (rect.width() + (rect.width() + 1) % 2) / 2.0 - 1;
            painter->setPen(QPen(color, 1.5));
            painter->drawEllipse(centre, radius - 0.25, radius - 0.25);
        }
        painter->restore();
    }
};

} // namespace

QStyle* fusionStyle()
{
    return new IndicatorStyle;
}

} // namespace Appearance
