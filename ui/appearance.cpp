// The application icon, drawn action icons and the dark palette.
#include "appearance.h"

#include <QFont>
#include <QPainter>
#include <QPixmap>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace Appearance {
namespace {

// An icon drawn by `paint(painter, size)` on a transparent square pixmap at each size a
// menu or toolbar asks for.
template <typename Paint> QIcon paintedIcon(Paint paint)
{
    QIcon icon;
    for (int size : { 16, 22, 24, 32, 48 }) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(painter, size);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace

QIcon applicationIcon()
{
    QIcon icon;
    for (int size : { 16, 32, 48, 64, 128, 256 })
        icon.addFile(QStringLiteral(":/icons/ttt-analyzer-%1.png").arg(size), QSize(size, size));
    return icon;
}

QIcon markIcon(ttt::Mark mark, const QColor& color)
{
    return paintedIcon([&](QPainter& painter, int size) {
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

QIcon symmetryIcon(int symmetry, const QColor& color)
{
    return paintedIcon([&](QPainter& painter, int size) {
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
        if (symmetry == ttt::kQuarterTurnClockwise || symmetry == ttt::kQuarterTurnAnticlockwise) {
            // A circle open at the top; the head at the end the turn goes
            // to, pointing into the gap: upper left for clockwise, upper right for anticlockwise.
            const double radius = size * 0.3;
            const QRectF circle(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
            // Qt's angles run anticlockwise from three o'clock, in 1/16 degree.
            painter.drawArc(circle, 120 * 16, 300 * 16);
            const bool clockwise = symmetry == ttt::kQuarterTurnClockwise;
            const double end = (clockwise ? 120.0 : 60.0) * std::numbers::pi / 180.0;
            const QPointF tip(
                centre.x() + radius * std::cos(end), centre.y() - radius * std::sin(end));
            // The way round at the tip (screen y grows downwards).
            const QPointF direction = clockwise ? QPointF(std::sin(end), std::cos(end))
                                                : QPointF(-std::sin(end), -std::cos(end));
            arrowhead(tip, direction);
        } else {
            // A mirror line and a double-headed arrow across it.
            const bool leftRight = symmetry == ttt::kMirrorLeftRight;
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
    return paintedIcon([&](QPainter& painter, int size) {
        painter.setRenderHint(QPainter::TextAntialiasing);
        QFont font;
        font.setPixelSize(int(size * 0.9));
        painter.setFont(font);
        painter.setPen(color);
        painter.drawText(QRect(0, 0, size, size), Qt::AlignCenter, glyph);
    });
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

} // namespace Appearance
