// The inline message strip: icon, bold headline, details, optional close button.
#include "panels/messagebar.h"

#include "board/heatmap.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QSpacerItem>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

QColor accent(MessageBar::Kind kind, bool dark)
{
    switch (kind) {
    case MessageBar::Kind::Error:
        return dark ? QColor(0xf0, 0x7a, 0x3c) : QColor(0xd5, 0x5e, 0x00);
    case MessageBar::Kind::Warning:
        return dark ? QColor(0xf0, 0xc0, 0x40) : QColor(0xe6, 0x9f, 0x00);
    case MessageBar::Kind::Information:
        break;
    }
    return dark ? QColor(0x56, 0xb4, 0xe9) : QColor(0x00, 0x72, 0xb2);
}

} // namespace

MessageBar::MessageBar(QWidget* parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_headline(new QLabel(this))
    , m_details(new QLabel(this))
    , m_button(new QPushButton(this))
    , m_close(new QToolButton(this))
{
    m_button->setObjectName(QStringLiteral("messageButton"));
    connect(m_button, &QPushButton::clicked, this, [this] {
        // The call may show another message (and so drop this one and its call): a copy runs.
        const std::function<void()> clicked = m_clicked;
        if (clicked)
            clicked();
    });
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::PlainText);
    QFont bold = m_headline->font();
    bold.setBold(true);
    m_headline->setFont(bold);
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::PlainText);
    m_icon->setAlignment(Qt::AlignTop);

    m_close->setAutoRaise(true);
    m_close->setText(QStringLiteral("✕"));
    m_close->setToolTip(tr("Close this message"));
    m_close->setAccessibleName(tr("Close message"));
    connect(m_close, &QToolButton::clicked, this, &MessageBar::clearMessage);

    auto* texts = new QVBoxLayout;
    texts->setSpacing(2);
    texts->addWidget(m_headline);
    texts->addWidget(m_details);
    // The button goes under the words, not beside them: beside them, the bar could not be
    // narrower than the button's text and the words' shortest line together, and a narrow
    // analysis panel would clip it.
    // (Its gap above is there only while it shows: showButton().)
    m_buttonGap = new QSpacerItem(0, 0, QSizePolicy::Minimum, QSizePolicy::Fixed);
    texts->addItem(m_buttonGap);
    texts->addWidget(m_button, 0, Qt::AlignLeft);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 8, 6, 8);
    layout->setSpacing(10);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addLayout(texts, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);

    // The height follows the width: the word-wrapped headline and details take more lines when
    // narrow. A Maximum (or Fixed) vertical policy would cap the bar at its width-blind size hint,
    // and the lines would be drawn over one another; Preferred lets the layout give the bar the
    // height its width needs (layouts hand extra space to stretch items, not to the bar).
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    showButton(false);
    updateIcon();
    hide();
}

void MessageBar::showButton(bool shown)
{
    m_button->setVisible(shown);
    m_buttonGap->changeSize(0, shown ? 4 : 0, QSizePolicy::Minimum, QSizePolicy::Fixed);
    if (layout())
        layout()->invalidate();
}

void MessageBar::showMessage(Kind kind, const QString& headline, const QString& details)
{
    // The same message again (the legality banner after an edit that keeps the problem) need
    // not lay anything out again.
    if (!isHidden() && kind == m_kind && headline == m_headline->text()
        && details == m_details->text() && m_button->isHidden()) {
        emit messageShown(text());
        return;
    }
    showButton(false);
    m_clicked = nullptr;
    m_kind = kind;
    m_headline->setText(headline);
    m_details->setText(details);
    m_details->setVisible(!details.isEmpty());
    setAccessibleName(headline);
    setAccessibleDescription(details);
    updateIcon();
    show();
    update();
    emit messageShown(text());
}

void MessageBar::setButton(const QString& text, std::function<void()> clicked)
{
    m_button->setText(text);
    m_clicked = std::move(clicked);
    showButton(true);
}

QString MessageBar::buttonText() const
{
    return m_button->isHidden() ? QString() : m_button->text();
}

void MessageBar::setDetails(const QString& details)
{
    if (details == m_details->text())
        return;
    m_details->setText(details);
    m_details->setVisible(!details.isEmpty());
    setAccessibleDescription(details);
}

void MessageBar::clearMessage()
{
    hide();
    m_headline->clear();
    m_details->clear();
    showButton(false);
    m_clicked = nullptr;
}

void MessageBar::setAction(QAction* action)
{
    if (!action) {
        showButton(false);
        m_clicked = nullptr;
        return;
    }
    setButton(action->iconText(), [action] { action->trigger(); });
    m_button->setToolTip(action->toolTip());
}

QAbstractButton* MessageBar::actionButton() const
{
    return m_button;
}

void MessageBar::setClosable(bool closable)
{
    m_close->setVisible(closable);
}

QString MessageBar::headline() const
{
    return m_headline->text();
}

QString MessageBar::details() const
{
    return m_details->text();
}

QString MessageBar::text() const
{
    return details().isEmpty() ? headline() : headline() + QLatin1Char('\n') + details();
}

void MessageBar::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const bool dark = Heatmap::isDark(palette());
    const QColor window = palette().color(QPalette::Window);
    const QColor tint = accent(m_kind, dark);
    QPainterPath path;
    const QRectF area = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    path.addRoundedRect(area, 6, 6);
    painter.fillPath(path, Heatmap::mix(window, tint, dark ? 0.22 : 0.14));
    painter.setPen(QPen(Heatmap::mix(window, tint, 0.75), 1));
    painter.drawPath(path);
    // A stripe on the leading edge says the kind at a glance (the icon says it too).
    QPainterPath stripe;
    stripe.addRoundedRect(QRectF(area.left(), area.top(), 5, area.height()), 2.5, 2.5);
    painter.fillPath(stripe, tint);
}

void MessageBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) {
        updateIcon();
        update();
    }
    QFrame::changeEvent(event);
}

void MessageBar::updateIcon()
{
    QStyle::StandardPixmap pixmap = QStyle::SP_MessageBoxInformation;
    if (m_kind == Kind::Warning)
        pixmap = QStyle::SP_MessageBoxWarning;
    else if (m_kind == Kind::Error)
        pixmap = QStyle::SP_MessageBoxCritical;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this) + 4;
    m_icon->setPixmap(style()->standardIcon(pixmap, nullptr, this).pixmap(size, size));
}
