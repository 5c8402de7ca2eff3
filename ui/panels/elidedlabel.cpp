// The label's text, elided at its end to the width it has.
#include "panels/elidedlabel.h"

#include <QHelpEvent>
#include <QPainter>
#include <QStyle>
#include <QToolTip>

ElidedLabel::ElidedLabel(QWidget* parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

QString ElidedLabel::shownText() const
{
    const QRect area = contentsRect();
    return fontMetrics().elidedText(text(), Qt::ElideRight, area.width());
}

QSize ElidedLabel::minimumSizeHint() const
{
    // A few characters and the ellipsis: the rest is in the tooltip.
    const QSize full = QLabel::minimumSizeHint();
    const QMargins margins = contentsMargins();
    const int few = fontMetrics().horizontalAdvance(QStringLiteral("MMMM…"));
    return { std::min(full.width(), few + margins.left() + margins.right()), full.height() };
}

void ElidedLabel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    style()->drawItemText(&painter, contentsRect(), int(alignment() | Qt::TextSingleLine),
        palette(), isEnabled(), shownText(), foregroundRole());
}

bool ElidedLabel::event(QEvent* event)
{
    // The whole text as a tooltip when it does not fit (a tooltip of its own comes first).
    if (event->type() == QEvent::ToolTip && toolTip().isEmpty()) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (isElided())
            QToolTip::showText(help->globalPos(), text(), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QLabel::event(event);
}
