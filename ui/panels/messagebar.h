// An inline message strip above the board: legality problems, failed imports, failed saves.
//
// It never blocks (unlike a message box), so editing goes on while it shows, and tests can read
// what it says. Its tint is mixed from the palette, so it suits light and dark themes.
#pragma once

#include <QFrame>

#include <functional>

class QAbstractButton;
class QAction;
class QLabel;
class QPushButton;
class QSpacerItem;
class QToolButton;

class MessageBar : public QFrame {
    Q_OBJECT

public:
    enum class Kind { Information, Warning, Error };

    explicit MessageBar(QWidget* parent = nullptr);

    // Shows `headline` in bold with `details` under it (plain text; lines kept).
    void showMessage(Kind kind, const QString& headline, const QString& details = {});
    // Offers a button labelled `text` beside the message shown, which calls `clicked`; the next
    // message, or clearing this one, takes it away.
    void setButton(const QString& text, std::function<void()> clicked);
    // The button's label; empty when none is offered.
    QString buttonText() const;
    // Changes the details of the message shown, keeping its headline and button.
    void setDetails(const QString& details);
    void clearMessage();

    // Whether a close button is offered (the legality banner has none: it goes when the
    // position is fixed).
    void setClosable(bool closable);
    // The button for `action` (its text, triggering it), so that the message offers what it
    // speaks of where it says it; null: none. Like setButton(), for the message shown.
    void setAction(QAction* action);
    QAbstractButton* actionButton() const;

    Kind kind() const { return m_kind; }
    QString headline() const;
    QString details() const;
    // Headline and details as one text, for the log and for tests.
    QString text() const;

signals:
    void messageShown(const QString& text);

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void updateIcon();
    // The button and the gap above it, shown or not.
    void showButton(bool shown);

    Kind m_kind = Kind::Information;
    QLabel* m_icon;
    QLabel* m_headline;
    QLabel* m_details;
    QPushButton* m_button;
    QSpacerItem* m_buttonGap;
    std::function<void()> m_clicked;
    QToolButton* m_close;
};
